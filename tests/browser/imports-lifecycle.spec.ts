import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { outlastToasts, screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { productCsv, productRow } from '../support/product-csv';

describe('import results that stay, and a product lifecycle that can be undone, in the browser', () => {
  let app: TestApp;
  let page: Page;
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'partsfeed-imports-ui-'));
    writeFileSync(join(dir, 'prices.csv'), ['item_number,price,stock_status', 'P-1,11,in stock', 'P-2,-3,in stock', 'P-3,abc,in stock', 'P-4,5,maybe', 'P-9,5,in stock'].join('\n'));
    writeFileSync(
      join(dir, 'five.csv'),
      productCsv([productRow('FIVE-1', { availability: 'maybe', condition: 'broken', gtin: '123', is_kit: 'perhaps', link: 'not-a-url' })]),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  useBrowserSession((session) => ({ app, page } = session), {
    prepare: async (app) => {
      const admin = await app.as(app.admin);
      const items = ['id,item_number,price,stock_status', 'A1,P-1,10,in stock', 'A2,P-2,20,in stock', 'A3,P-3,30,in stock', 'A4,P-4,40,in stock'];
      await admin.post('/current/import').attach('file', Buffer.from(items.join('\n')), 'items.csv').expect(200);
      const brand = (await admin.post('/brands').send({ name: 'Bosch' }).expect(201)).body.id;
      const drafts = productCsv([productRow('GOOD-1'), productRow('GOOD-2'), productRow('BAD-1', { gtin: '123' })]);
      await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(drafts), 'drafts.csv').expect(200);
    },
  });

  // The page's clock runs as usual; a test moves it on where it would otherwise sleep or wait for a toast to hide.
  beforeAll(() => page.clock.install());

  const dialog = () => page.getByRole('dialog');

  it('keeps a price import with refused rows open, and its download returns every problem', async () => {
    await page.goto(`${app.baseUrl}/current-items`);
    await page.getByRole('button', { name: 'Import Prices', exact: true }).click();
    await dialog().locator('input[type=file]').setInputFiles(join(dir, 'prices.csv'));
    await dialog().getByRole('button', { name: 'Import', exact: true }).click();
    await dialog().getByText('Rows read: 5').waitFor();
    // The toast (a notistack snackbar of Refine's MUI notification provider, outside the dialog) is amber, not green: some rows were not applied.
    await page.locator('.SnackbarItem-variantWarning', { hasText: 'Price import: 5 rows read' }).waitFor();
    expect(await page.locator('.SnackbarItem-variantSuccess', { hasText: 'Price import' }).count()).toBe(0);
    // 5 s on, well past the 2 s after which a fully applied import closes (and past a closing dialog's fade-out).
    await page.clock.runFor(5000);
    await page.clock.runFor(1000);
    expect(await dialog().isVisible()).toBe(true);
    for (const count of ['Updated: 1', 'Unchanged: 0', 'Not found: 1', 'Refused: 3']) await dialog().getByText(count, { exact: true }).waitFor();
    await dialog().getByText("prices.csv line 3, column 'price': price must not be negative, got '-3'").waitFor();
    expect(await dialog().getByText(/sync ratio|rows\/s|Items\/s/i).count()).toBe(0);
    await screenshot(page, 'price-import-problems');

    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Download all problems' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('file,line,column,value,reason');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'prices.csv,6,item_number,P-9',
      "prices.csv,3,price,'-3",
      'prices.csv,4,price,abc',
      'prices.csv,5,stock_status,maybe',
    ]);
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it('lists the import on the Imports screen with its counts', async () => {
    await page.goto(`${app.baseUrl}/imports`);
    await page.getByRole('heading', { name: 'Imports' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'prices.csv' });
    await row.getByText('With problems').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download the problems/ }).click()]);
    expect(readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n')).toHaveLength(5);
    // Every count column fits the table's frame on a 1366 px screen, Refused included.
    const frame = (await page.getByRole('table', { name: 'Imports' }).locator('..').boundingBox())!;
    const refused = (await page.getByRole('columnheader', { name: 'Refused' }).boundingBox())!;
    expect(refused.x + refused.width).toBeLessThanOrEqual(frame.x + frame.width);
    await screenshot(page, 'imports');
  });

  it('shows all five problems of a product row', async () => {
    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog().getByRole('combobox').click();
    await page.getByRole('option', { name: 'Bosch' }).click();
    await page.getByTestId('product-files').setInputFiles(join(dir, 'five.csv'));
    await dialog().getByRole('button', { name: 'Import' }).click();
    await dialog().getByText('Errors: 1').waitFor();
    const problems = dialog().getByLabel('First problems').locator('div');
    await problems.first().waitFor();
    expect((await problems.allTextContents()).map((text) => text.match(/column '(\w+)'/)?.[1]).sort()).toEqual([
      'availability',
      'condition',
      'gtin',
      'is_kit',
      'link',
    ]);
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it('lists a draft\'s feed problems in its details and keeps Publish disabled', async () => {
    await page.getByRole('button', { name: 'View details of BAD-1' }).click();
    await dialog().getByText('1 feed error to fix before publishing').waitFor();
    await dialog().getByText(/Error: gtin '123'/).waitFor();
    expect(await dialog().getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
    await screenshot(page, 'product-details-problems');
    // The product import's warning toast lies over the dialog's Close button.
    await outlastToasts(page);
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it('publishes selected drafts, refusing those with errors, and marks the published ones', async () => {
    // Clicks, not check(): the grid updates a checkbox's state after the click's event, which check() may read
    // before it (seen once on a loaded machine); the selection's count on the button is what the operator sees.
    await page.getByRole('row').filter({ hasText: 'GOOD-1' }).getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Publish selected (1)' }).waitFor();
    // The header checkbox selects every row of the page: the grid reports it as "all but none".
    await page.getByRole('checkbox', { name: 'Select all rows' }).click();
    await page.getByRole('button', { name: 'Publish selected (3)' }).click();
    await dialog().getByText('2 products published. 1 draft refused because of feed errors:').waitFor();
    await dialog().getByText(/BAD-1/).waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Live Products 2' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'GOOD-1' }).getByText('Live', { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'BAD-1' }).getByText('Live', { exact: true }).count()).toBe(0);
    // A live draft's Delete is disabled, and its tooltip says why.
    await page.getByRole('button', { name: 'Delete GOOD-1' }).hover({ force: true });
    await page.getByRole('tooltip').filter({ hasText: 'Live: unpublish it before deleting the draft' }).waitFor();
  });

  it('unpublishes a live product after a confirmation that says what leaves the feed', async () => {
    await page.getByRole('tab', { name: 'Live Products 2' }).click();
    await page.getByRole('button', { name: 'Unpublish GOOD-1' }).click();
    await dialog().getByText(/GOOD-1 \(L-\d{6}\) leaves the live list and the product feed/).waitFor();
    await screenshot(page, 'unpublish-confirm');
    await dialog().getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('tab', { name: 'Live Products 1' }).waitFor();
    await page.getByRole('gridcell', { name: 'Part GOOD-1' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Draft Products/ }).click();
    await page.getByRole('row').filter({ hasText: 'GOOD-1' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'GOOD-1' }).getByText('Live', { exact: true }).count()).toBe(0);
  });
});
