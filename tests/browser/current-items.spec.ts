import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { outlastToasts, screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { holdRequests } from '../support/held-requests';

const pad = (n: number) => String(n).padStart(2, '0');

describe('current items screen in the browser', () => {
  let app: TestApp;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'partsfeed-current-ui-'));
    const singles = Array.from({ length: 30 }, (_, i) => `S${pad(i + 1)},PN-${pad(i + 1)},10.00,in stock`);
    writeFileSync(join(dir, 'singles.csv'), ['id,item_number,price,stock_status', ...singles].join('\n'));
    const kits = Array.from({ length: 5 }, (_, i) => `K${pad(i + 1)},KIT-${pad(i + 1)},100`);
    writeFileSync(join(dir, 'kits.csv'), ['id,item_number,price', ...kits].join('\n'));
    // Singles go from $10 to $20: the average moves from (300 + 500) / 35 = 22.86 to (600 + 500) / 35 = 31.43.
    writeFileSync(join(dir, 'prices.csv'), ['item_number,price', ...singles.map((_, i) => `PN-${pad(i + 1)},$20`)].join('\n'));
    writeFileSync(join(dir, 'brands.txt'), ['sku|brand', 'PN-01|Bosch', 'PN-02|Bosch', 'KIT-01|Moog'].join('\n'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  useBrowserSession((session) => ({ app, page } = session));
  // The page's clock runs as usual; tests move it on instead of waiting for a dialog's timer or a toast.
  beforeAll(() => page.clock.install());

  const dialog = () => page.getByRole('dialog');
  const card = (title: string) => page.locator('.MuiCard-root').filter({ hasText: title });
  const rows = () => page.locator('.MuiDataGrid-row');

  async function importFile(button: string, file: string, options: { check?: string } = {}) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await dialog().locator('input[type=file]').setInputFiles(join(dir, file));
    if (options.check) await dialog().getByLabel(options.check).check();
    await dialog().getByRole('button', { name: 'Import', exact: true }).click();
  }

  it('shows the empty screen with its cards, buttons and empty state', async () => {
    await page.goto(`${app.baseUrl}/current-items`);
    await page.getByRole('heading', { name: 'Current Products' }).waitFor();
    for (const title of ['Total Items', 'Single Products', 'Kits', 'Average Price (USD)', 'With Brands']) await card(title).waitFor();
    for (const name of ['Import Items', 'Add Brands', 'Import Availability', 'Import Prices', 'Export XML']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    await page.getByText('No items found', { exact: true }).waitFor();
    expect(await card('Total Items').textContent()).toContain('0');
  });

  it('imports singles, then kits with the checkbox, and the cards and table follow', async () => {
    await importFile('Import Items', 'singles.csv');
    await dialog().getByText('Import completed: 30 imported, 0 updated').first().waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await importFile('Import Items', 'kits.csv', { check: 'These are Kits (not single parts)' });
    await dialog().getByText('Import completed: 5 imported, 0 updated').first().waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await page.getByText('1–25 of 35 items').waitFor();
    await card('Total Items').getByText('35').waitFor();
    await card('Single Products').getByText('30').waitFor();
    await card('Kits').getByText('5', { exact: true }).waitFor();
    await card('Average Price (USD)').getByText('$22.86').waitFor();
    expect(await rows().count()).toBe(25);
    expect(await rows().first().textContent()).toContain('No brand');
  });

  it('imports prices: the dialog shows the result, closes after 2 s, and the average changes', async () => {
    await importFile('Import Prices', 'prices.csv');
    await dialog().getByText(/Price import: 30 rows read: 30 updated, 0 unchanged, 0 not found, 0 refused/).first().waitFor();
    await page.clock.runFor(2000);
    await dialog().waitFor({ state: 'detached' });
    await card('Average Price (USD)').getByText('$31.43').waitFor();
    expect(await page.locator('.MuiDataGrid-row', { hasText: 'S01' }).textContent()).toContain('$20.00');
  });

  it('adds brands from a pipe-separated .txt file', async () => {
    await importFile('Add Brands', 'brands.txt');
    await dialog().getByText('Brands assigned to 3 items').waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await card('With Brands').getByText('9%').waitFor();
  });

  it('filters by kits with the Kits card and a removable chip', async () => {
    await card('Kits').click();
    await page.getByText('Kits Only').waitFor();
    await page.getByText('1–5 of 5 items').waitFor();
    for (const text of await rows().allTextContents()) expect(text).toContain('Kit');
    await page.locator('.MuiChip-root', { hasText: 'Kits Only' }).locator('.MuiChip-deleteIcon').click();
    await page.getByText('1–25 of 35 items').waitFor();
  });

  it('filters by brand, shows the empty state with filters, and pages', async () => {
    await page.getByLabel('Brand', { exact: true }).fill('bosch');
    await page.getByText('Brand: bosch').waitFor();
    await page.getByText('1–2 of 2 items').waitFor();
    await page.getByLabel('Brand', { exact: true }).fill('nothing-like-this');
    await page.getByText('No items found with current filters').waitFor();
    await screenshot(page, 'current-items-filtered-empty');
    await page.locator('.MuiChip-root', { hasText: 'Brand:' }).locator('.MuiChip-deleteIcon').click();
    await page.getByText('1–25 of 35 items').waitFor();
    // The brands import's toast lies over the pager.
    await outlastToasts(page);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('26–35 of 35 items').waitFor();
    // The footer updates before the next page's rows arrive: wait for the table itself to show page 2.
    await rows().nth(10).waitFor({ state: 'detached' });
    expect(await rows().count()).toBe(10);
    await page.waitForURL(/[?&]page=2(&|$)/);
    await screenshot(page, 'current-items');
  });

  it('never lets a slow answer to an earlier request replace the answer to the search typed meanwhile', async () => {
    // The next unfiltered page answers only after the search's, as a first page of a million items can.
    const held = await holdRequests(page, /\/api\/v1\/current\?(?!.*search=)/);
    try {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByLabel('Search', { exact: true }).fill('S30');
      await page.getByText('1–1 of 1 items').waitFor();
      expect(held.count()).toBeGreaterThan(0);
      await held.release();
      expect(await rows().count()).toBe(1);
      expect(await rows().first().textContent()).toContain('S30');
      await page.getByText('1–1 of 1 items').waitFor();
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it('edits an item from the edit icon', async () => {
    await page.getByRole('button', { name: 'Edit S30' }).click();
    await dialog().getByLabel('Price').fill('12.34');
    await dialog().getByLabel('Brand').fill('ACDelco');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    const row = page.locator('.MuiDataGrid-row', { hasText: 'S30' });
    await row.getByText('$12.34').waitFor();
    await row.getByText('ACDelco').waitFor();
  });

  it('keeps the availability filter, the sort and the page in the address across a reload, and downloads them as CSV', async () => {
    const admin = await app.as(app.admin);
    for (const id of ['S05', 'S12', 'K02']) await admin.put(`/current/${id}`).send({ availability: 'backorder' }).expect(200);
    await page.locator('.MuiChip-root', { hasText: 'Search:' }).locator('.MuiChip-deleteIcon').click();
    await page.getByText('1–25 of 35 items').waitFor();

    await page.getByRole('combobox', { name: 'Availability' }).click();
    await page.getByRole('option', { name: 'backorder' }).click();
    await page.getByText('Availability: backorder').waitFor();
    await page.getByText('1–3 of 3 items').waitFor();
    const idHeader = page.getByRole('columnheader', { name: 'ID' });
    await idHeader.click();
    await idHeader.click();
    await page.waitForURL(/availability=backorder&sort=id&order=desc/);
    await rows().first().filter({ hasText: 'S12' }).waitFor();
    expect(await rows().allTextContents()).toEqual([expect.stringContaining('S12'), expect.stringContaining('S05'), expect.stringContaining('K02')]);

    await page.reload();
    await page.getByText('Availability: backorder').waitFor();
    await page.getByText('1–3 of 3 items').waitFor();
    await rows().first().filter({ hasText: 'S12' }).waitFor();
    expect(await rows().allTextContents()).toEqual([expect.stringContaining('S12'), expect.stringContaining('S05'), expect.stringContaining('K02')]);
    expect(await idHeader.getAttribute('aria-sort')).toBe('descending');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('current-items.csv');
    expect(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toEqual([
      'id,item_number,price,stock_status,is_kit,brand',
      'K02,KIT-02,100.00,backorder,true,',
      'S05,PN-05,20.00,backorder,false,',
      'S12,PN-12,20.00,backorder,false,',
    ]);

    await page.goto(`${app.baseUrl}/current-items?sort=price&order=desc&page=2&size=10`);
    await page.getByText('11–20 of 35 items').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Price (USD)' }).getAttribute('aria-sort')).toBe('descending');
  });
});
