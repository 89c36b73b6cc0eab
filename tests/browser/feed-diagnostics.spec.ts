import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { eventually } from '../support/browser-expect';

const TAXONOMY = join(__dirname, '..', 'fixtures', 'google-taxonomy', 'taxonomy-with-ids.en-US.txt');
const SAMPLE = join(__dirname, '..', '..', 'docs', 'samples', 'products-with-feed-problems.csv');

describe('Feed Diagnostics in the browser', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session), {
    prepare: async (app) => {
      const admin = await app.as(app.admin);
      await admin.post('/categories/upload-taxonomy').attach('file', readFileSync(TAXONOMY), 'taxonomy-with-ids.en-US.txt').expect(201);
      const brand = (await admin.post('/brands').send({ name: 'Sample' }).expect(201)).body.id;
      await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', SAMPLE).expect(200);
      const drafts = (await admin.get('/parts/draft?limit=100').expect(200)).body.products as Array<{ id: number; part_number: string }>;
      for (const part of ['OK-1', 'ID-1']) await admin.post(`/parts/${drafts.find((d) => d.part_number === part)!.id}/publish`).expect(201);
    },
  });

  const card = (title: string): Locator => page.locator('.MuiCard-root').filter({ has: page.getByText(title, { exact: true }) });

  it('is reached from the Products screen and counts the live products', async () => {
    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('main').getByRole('link', { name: 'Feed Diagnostics' }).click();
    await page.getByRole('heading', { name: 'Feed Diagnostics' }).waitFor();
    await eventually(card('Valid')).toHaveText(/Valid\s*2/);
    await eventually(card('With errors')).toHaveText(/With errors\s*0/);
    await eventually(card('With warnings')).toHaveText(/With warnings\s*1/);
  });

  it('lists the drafts’ issues errors first with their fixes; an issue brings its products into view; a part number opens its details', async () => {
    await page.getByRole('button', { name: 'Drafts' }).click();
    await eventually(card('With errors')).toHaveText(/With errors\s*12/);
    const issues = page.getByRole('table', { name: 'Issues' });
    const groups = issues.locator('tbody');
    await eventually(groups.first()).toHaveText(/^\d+ errors\s*Errors — these products are kept out of the feed/);
    await eventually(groups.nth(1)).toHaveText(/^\d+ warnings\s*Warnings — these products are sent/);
    const gtin = page.getByTestId('issue-invalid_gtin');
    await eventually(gtin).toHaveText(/GTIN invalid\s*invalid_gtin\s*gtin\s*1\s*Disapproves an invalid GTIN.*Give the 8-, 12-, 13- or 14-digit GTIN from the packaging/);
    await screenshot(page, 'feed-diagnostics');
    await gtin.click();
    await page.getByRole('button', { name: 'Issue: GTIN invalid' }).waitFor();
    const products = page.getByRole('grid', { name: 'Products with issues' });
    await eventually(products).toBeInViewport();
    // The unfiltered list shows GTIN-1 too: wait for the filtered answer, the header and one product.
    for (let i = 0; i < 100 && (await products.getByRole('row').count()) !== 2; i++) await page.waitForTimeout(100);
    expect(await products.getByRole('row').count()).toBe(2);
    await eventually(products.getByRole('row').nth(1)).toHaveText(/GTIN-1\s*Sample\s*Master cylinder\s*GTIN invalid/);
    await products.getByRole('button', { name: 'GTIN-1' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("error: gtin '123' must have 8, 12, 13 or 14 digits (has 3)").waitFor();
    expect(await dialog.getByTestId('attribute-gtin').getAttribute('data-failing')).toBe('true');
    expect(await dialog.getByTestId('attribute-title').getAttribute('data-failing')).toBe('false');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('narrows the counts to one brand and to a search', async () => {
    await page.getByRole('textbox', { name: 'Brand' }).fill('no such brand');
    await eventually(card('With errors')).toHaveText(/With errors\s*0/);
    await page.getByText('No issues: every product meets Google’s rules').waitFor();
    await page.getByRole('textbox', { name: 'Brand' }).fill('sample');
    await eventually(card('With errors')).toHaveText(/With errors\s*12/);
    await page.getByRole('textbox', { name: 'Search products' }).fill('GTIN-1');
    await eventually(card('With errors')).toHaveText(/With errors\s*1$/);
    await page.getByRole('textbox', { name: 'Search products' }).fill('');
    await eventually(card('With errors')).toHaveText(/With errors\s*12/);
  });

  it('downloads every issue as CSV', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('feed-diagnostics-draft.csv');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toContain('GTIN-1,Master cylinder,invalid_gtin,error,gtin');
  });

  it('checks the current items of the stock-and-price feed, their failing attribute marked', async () => {
    const admin = await app.as(app.admin);
    await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price,stock_status\nC-1,PN-1,5,in stock\nC-2,PN-2,7,in stock\n'), 'items.csv').expect(200);
    await admin.post('/current/import-price').attach('file', Buffer.from('item_number,price\nPN-2,0\n'), 'prices.csv').expect(200);
    await page.goto(`${app.baseUrl}/current-items`);
    await page.getByRole('main').getByRole('link', { name: 'Feed Diagnostics' }).click();
    await page.getByRole('heading', { name: 'Feed Diagnostics' }).waitFor();
    expect(await page.getByRole('button', { name: 'Current items' }).getAttribute('aria-pressed')).toBe('true');
    await eventually(card('With errors')).toHaveText(/With errors\s*1/);
    await eventually(card('Valid')).toHaveText(/Valid\s*1/);
    await page.getByTestId('issue-invalid_price').click();
    const items = page.getByRole('grid', { name: 'Items with issues' });
    await items.getByRole('button', { name: 'PN-2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('error: price 0 must be above 0').waitFor();
    expect(await dialog.getByTestId('attribute-price').getAttribute('data-failing')).toBe('true');
    expect(await dialog.getByTestId('attribute-availability').getAttribute('data-failing')).toBe('false');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});
