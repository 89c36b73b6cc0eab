import type { Locator, Page } from 'playwright-core';
import type { Api, TestApp } from '../support/app';
import { screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { eventually } from '../support/browser-expect';
import { productCsv, productRow } from '../support/product-csv';

const LABEL_ALL = { name: 'Label everything', feed: 'products', enabled: true, actions: [{ type: 'set', attribute: 'custom_label_0', value: 'all' }] };

describe('Feed Rules in the browser', () => {
  let app: TestApp;
  let page: Page;
  let admin: Api;
  useBrowserSession((session) => ({ app, page } = session), {
    prepare: async (app) => {
      admin = await app.as(app.admin);
      const brand = (await admin.post('/brands').send({ name: 'Bosch' }).expect(201)).body.id;
      const rows = [productRow('BRK-1', { title: 'Brake pad set', mpn: 'BP-1' }), productRow('OIL-1', { title: 'Oil filter', mpn: 'OF-1' })];
      await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(productCsv(rows)), 'drafts.csv').expect(200);
      for (const draft of (await admin.get('/parts/draft').expect(200)).body.products) await admin.post(`/parts/${draft.id}/publish`).expect(201);
      // The version an operator may want back.
      await admin.put('/feed-rules/draft').send({ rules: [LABEL_ALL] }).expect(200);
      await admin.post('/feed-rules/draft/activate').expect(200);
    },
  });

  const card = (title: string): Locator => page.locator('.MuiCard-root').filter({ has: page.getByText(title, { exact: true }) });
  /** Picks an option of a select, then waits for its menu to close: while it is open the dialog behind it is aria-hidden, so the next field is not found. */
  const choose = async (scope: Locator, label: string, option: string) => {
    await scope.getByRole('combobox', { name: label }).click();
    const item = page.getByRole('option', { name: option, exact: true });
    await item.click();
    await item.waitFor({ state: 'detached' });
  };
  const feed = async () => (await admin.get('/feeds/products').expect(200)).text;

  it('builds a rule, previews it, activates it after a confirmation with the counts, and restores the earlier version', async () => {
    await page.goto(`${app.baseUrl}/feed-rules`);
    await page.getByRole('heading', { name: 'Feed Rules' }).waitFor();
    await page.getByTestId('feed-rule').filter({ hasText: 'Label everything' }).waitFor();

    await page.getByRole('button', { name: `Remove ${LABEL_ALL.name}` }).click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Name').fill('Brand in title');
    await editor.getByRole('button', { name: 'Add condition' }).click();
    const condition = editor.getByTestId('rule-condition');
    await choose(condition, 'Attribute', 'brand');
    await condition.getByLabel('Value').fill('Bosch');
    const action = editor.getByTestId('rule-action');
    await choose(action, 'Attribute', 'title');
    await action.getByLabel('Value').fill('{brand} {title}');
    await editor.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('feed-rule').filter({ hasText: "when brand equals 'Bosch' → title: set to '{brand} {title}'" }).waitFor();

    await page.getByRole('button', { name: 'Preview' }).click();
    await eventually(card('Changed')).toHaveText(/Changed\s*2/);
    await eventually(card('Excluded')).toHaveText(/Excluded\s*0/);
    const examples = page.getByRole('table', { name: 'Examples' });
    await examples.getByRole('cell', { name: 'Bosch Brake pad set' }).waitFor();
    await examples.getByRole('cell', { name: 'Brake pad set', exact: true }).waitFor();
    await screenshot(page, 'feed-rules');
    expect(await feed()).toContain('<title>Brake pad set</title>');

    await page.getByRole('button', { name: 'Activate' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Product feed: 2 of 2 items change (title 2, custom_label_0 2) and 0 are left out.').waitFor();
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Version 2 is active').waitFor();
    await page.getByTestId('rules-version').filter({ hasText: 'Active' }).filter({ hasText: 'Brand in title' }).waitFor();
    expect(await feed()).toContain('<title>Bosch Brake pad set</title>');

    // Product details show what the active rules change, and which rule changed it.
    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('tab', { name: 'Live Products 2' }).click();
    await page.getByRole('button', { name: 'View details of BRK-1' }).click();
    const effect = page.getByRole('dialog').getByRole('region', { name: 'Feed rules' }).getByTestId('rule-effect');
    await eventually(effect).toHaveText(/title\s*Brake pad set\s*Bosch Brake pad set\s*Brand in title/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.goto(`${app.baseUrl}/feed-rules`);

    await page.getByTestId('rules-version').filter({ hasText: 'Label everything' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Version 1 restored as version 3').waitFor();
    await page.getByTestId('rules-version').filter({ hasText: 'Active' }).filter({ hasText: '(restored 1)' }).waitFor();
    await page.getByTestId('feed-rule').filter({ hasText: 'Label everything' }).waitFor();
    const restored = await feed();
    expect(restored).toContain('<title>Brake pad set</title>');
    expect(restored).toContain('<g:custom_label_0>all</g:custom_label_0>');
  });

  it('keeps Done disabled while an action lacks what it needs, such as the length to shorten to', async () => {
    await page.goto(`${app.baseUrl}/feed-rules`);
    await page.getByRole('button', { name: 'Add rule' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Name').fill('Shorten titles');
    const action = editor.getByTestId('rule-action');
    await choose(action, 'Action', 'Shorten to');
    await choose(action, 'Attribute', 'title');
    const done = editor.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await action.getByLabel('Characters').fill('150');
    expect(await done.isDisabled()).toBe(false);
    await done.click();
    await page.getByTestId('feed-rule').filter({ hasText: 'always → title: shorten to 150 characters' }).waitFor();
  });
});
