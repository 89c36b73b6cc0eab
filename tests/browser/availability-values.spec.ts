import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { expectText, waitForValue } from '../support/browser-expect';

describe('Availability Values screen (the example resource of docs/extending.md)', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session));

  it("is linked from the Import Availability dialog and lists Google's four values with the spellings the imports accept", async () => {
    await page.goto(`${app.baseUrl}/current-items`);
    await page.getByRole('button', { name: 'Import Availability' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'See every accepted value' }).click();
    await page.waitForURL(/\/availability-values$/);
    await page.getByRole('heading', { name: 'Availability Values' }).waitFor();
    const grid = page.getByRole('grid');
    await expectText(grid, 'in_stock');
    const rows = grid.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    expect(await rows.count()).toBe(4);
    expect(await rows.getByRole('link').allInnerTexts()).toEqual(['in_stock', 'out_of_stock', 'preorder', 'backorder']);
    const outOfStock = rows.filter({ hasText: 'out_of_stock' });
    expect(await outOfStock.innerText()).toContain('outofstock, outstock, oos');
    await screenshot(page, 'availability-values');
  });

  it('stays out of the side navigation, whose entries the specification fixes', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link').allInnerTexts()).not.toContain('Availability Values');
  });

  it('shows one value from its row, and finds it by any accepted spelling', async () => {
    await page.getByRole('link', { name: 'backorder' }).click();
    await page.waitForURL(/\/availability-values\/show\/backorder$/);
    await page.getByRole('heading', { name: 'backorder' }).waitFor();
    await expectText(page, 'Sent to Google as backorder');
    await expectText(page, 'onbackorder');

    await page.goto(`${app.baseUrl}/availability-values/show/OOS`);
    await page.getByRole('heading', { name: 'out of stock' }).waitFor();
    await expectText(page, 'Sent to Google as out_of_stock');
  });

  it("says so when a spelling is not one the imports accept", async () => {
    await page.goto(`${app.baseUrl}/availability-values/show/maybe`);
    await expectText(page, 'Availability value maybe not found');
  });

  it('edits a meaning from its row, refusing a blank one', async () => {
    await page.goto(`${app.baseUrl}/availability-values`);
    await page.getByRole('button', { name: 'Edit backorder' }).click();
    const dialog = page.getByRole('dialog');
    const meaning = dialog.getByRole('textbox', { name: 'Meaning' });
    await waitForValue(meaning, 'Orders are taken and shipped once the item is back in stock. Google also asks for an availability date, which this feed does not send.');
    await meaning.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectText(dialog, 'Meaning is required');
    await meaning.fill('We take the order and ship when the supplier delivers.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Meaning saved');
    await dialog.waitFor({ state: 'detached' });
    await expectText(page.getByRole('grid'), 'We take the order and ship when the supplier delivers.');
  });
});
