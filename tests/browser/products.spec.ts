import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { outlastToasts, screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { holdRequests } from '../support/held-requests';
import { productCsv, productRow } from '../support/product-csv';

describe('products screen in the browser', () => {
  let app: TestApp;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'partsfeed-products-ui-'));
    writeFileSync(
      join(dir, 'brakes.csv'),
      productCsv([
        productRow('BRK-100', { title: 'Front brake pad set', price: '49.5', is_kit: 'false', vehicle_make: 'Toyota' }),
        productRow('BRK-200', { title: 'Rear brake kit', price: '120', is_kit: 'true' }),
      ]),
    );
    writeFileSync(join(dir, 'filters.csv'), productCsv([productRow('FLT-300', { title: 'Oil filter' })]));
    writeFileSync(join(dir, 'notes.txt'), 'not a csv');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  useBrowserSession((session) => ({ app, page } = session), {
    prepare: async (app) => {
      const admin = await app.as(app.admin);
      await admin.post('/brands').send({ name: 'Bosch' }).expect(201);
    },
  });

  // The page's clock runs as usual; a test moves it on instead of waiting for a toast to hide.
  beforeAll(() => page.clock.install());

  const dialog = () => page.getByRole('dialog');

  it('shows the empty draft tab with its count badge', async () => {
    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByText('Manage your product inventory').waitFor();
    await page.getByText('No draft products found. Import products to see them here.').waitFor();
    await page.getByRole('tab', { name: 'Draft Products 0' }).waitFor();
  });

  it('imports two CSV files for a brand, dropping a non-CSV file', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog().getByText('Import Products to Draft').waitFor();
    await dialog().getByText('Required columns: part_number, title, description, link, image_link, price').waitFor();
    await dialog().getByRole('combobox').click();
    await page.getByRole('option', { name: 'Bosch' }).click();
    await page.getByTestId('product-files').setInputFiles([join(dir, 'brakes.csv'), join(dir, 'filters.csv'), join(dir, 'notes.txt')]);
    await dialog().getByText('Only CSV files are allowed').waitFor();
    await dialog().getByText('brakes.csv').waitFor();
    await dialog().getByText('filters.csv').waitFor();
    expect(await dialog().getByText('notes.txt').count()).toBe(0);
    await dialog().getByRole('button', { name: 'Import' }).click();
    await dialog().getByText('Total Rows: 3').waitFor();
    await dialog().getByText('Processed: 3').waitFor();
    await dialog().getByText('Errors: 0').waitFor();
    await dialog().getByText('Duplicates: 0').waitFor();
    await page.getByText('Import completed! Processed 3 products').waitFor();
    await screenshot(page, 'products-import');
    // The import's toast lies over the dialog's Close button.
    await outlastToasts(page);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Draft Products 3' }).waitFor();
    await page.getByRole('gridcell', { name: 'Front brake pad set' }).waitFor();
    await page.getByRole('gridcell', { name: '$49.50' }).waitFor();
  });

  it('searches the drafts on Enter', async () => {
    const search = page.getByLabel('Search draft products');
    await search.fill('filter');
    await search.press('Enter');
    await page.getByRole('gridcell', { name: 'Oil filter' }).waitFor();
    await page.getByRole('gridcell', { name: 'Front brake pad set' }).waitFor({ state: 'detached' });
    await search.fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('gridcell', { name: 'Front brake pad set' }).waitFor();
  });

  it('never lets a slow answer to an earlier request replace the answer to the search typed meanwhile', async () => {
    // The next unfiltered page answers only after the search's, as a first page of a million drafts can.
    const held = await holdRequests(page, /\/api\/v1\/parts\/draft\?(?!.*search=)/);
    try {
      await page.getByRole('button', { name: 'Refresh' }).click();
      const search = page.getByLabel('Search draft products');
      await search.fill('filter');
      await search.press('Enter');
      await page.getByRole('gridcell', { name: 'Oil filter' }).waitFor();
      expect(held.count()).toBeGreaterThan(0);
      await held.release();
      expect(await page.getByRole('gridcell', { name: 'Front brake pad set' }).count()).toBe(0);
      expect(await page.getByRole('gridcell', { name: 'Oil filter' }).count()).toBe(1);
      expect(await search.inputValue()).toBe('filter');
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    await page.getByLabel('Search draft products').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('gridcell', { name: 'Front brake pad set' }).waitFor();
  });

  it("opens a draft's details with every section and N/A for missing values", async () => {
    await page.getByRole('button', { name: 'View details of BRK-100' }).click();
    await dialog().getByText('BRK-100').first().waitFor();
    for (const section of ['Main Shopping Fields', 'Additional Fields', 'Vehicle Information', 'Custom Labels', 'Timestamps']) {
      await dialog().getByRole('region', { name: section }).waitFor();
    }
    await dialog().getByText('Single').waitFor();
    await dialog().getByText('$49.50').waitFor();
    await dialog().getByText('Toyota').waitFor();
    expect(await dialog().getByText('N/A', { exact: true }).count()).toBeGreaterThan(5);
    await screenshot(page, 'products-details');
  });

  it('publishes it and finds it on the Live tab', async () => {
    await dialog().getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Product published successfully').waitFor();
    await page.getByRole('tab', { name: 'Live Products 1' }).click();
    await page.getByRole('gridcell', { name: 'Front brake pad set' }).waitFor();
    await page.getByRole('gridcell', { name: 'Live', exact: true }).waitFor();
    await page.getByRole('gridcell', { name: /^L-\d{6}$/ }).waitFor();
    await screenshot(page, 'products-live');
    await page.getByRole('button', { name: 'View details of BRK-100' }).click();
    await dialog().getByText('Live', { exact: true }).waitFor();
    // The publication's toast lies over the dialog's Close button.
    await outlastToasts(page);
    await dialog().getByRole('button', { name: 'Close' }).click();
  });
});
