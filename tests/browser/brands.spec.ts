import { readFileSync } from 'node:fs';
import { Workbook } from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { eventually, expectText, waitForValue } from '../support/browser-expect';

const IMPORT_CSV = [
  'brand,part_number,part_type',
  'Bosch,0 986 494 524,Brake Pad Set',
  'Bosch,0 986 479 S18,Brake Disc',
  'Brembo,P 85 020,Brake Pad Set',
  'Brembo,09.A820.11,Brake Disc',
  'Brembo,P 85 020,Brake Pad Set',
  'Valeo,V-1,',
].join('\n');
const TODAY = () => new Date().toISOString().slice(0, 10);

describe('Brand Management screen', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session));

  it('shows the empty screen at /brands', async () => {
    await page.goto(`${app.baseUrl}/brands`);
    await page.getByRole('heading', { name: 'Brand Management' }).waitFor();
    for (const name of ['Import', 'Export', 'Add Brand', 'Refresh']) await page.getByRole('button', { name, exact: true }).waitFor();
    await expectText(page, 'No brands found. Add one to get started.');
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['ID', 'Brand Name', 'Parts Count', 'Status', 'Created', 'Actions']);
  });

  it('adds a brand with Enter', async () => {
    await page.getByRole('button', { name: 'Add Brand' }).click();
    const dialog = page.getByRole('dialog');
    const add = dialog.getByRole('button', { name: 'Add Brand' });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Brand Name').fill('  Bosch ');
    await dialog.getByLabel('Brand Name').press('Enter');
    await expectText(page, 'Brand added successfully!');
    await dialog.waitFor({ state: 'detached' });
    await eventually(row(page, 'Bosch')).toHaveText(/Bosch\s+0\s+Active/);
  });

  it('reviews a file as the server reads it: other header names, and a file it refuses', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Required columns: brand, part_number').waitFor();
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'aliases.csv', mimeType: 'text/csv', buffer: Buffer.from('Manufacturer;Part No\nBosch;1\n') });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(/This file cannot be imported: .*aliases\.csv/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await input.setInputFiles({ name: 'aliases.csv', mimeType: 'text/csv', buffer: Buffer.from('Manufacturer,Part No,Category\nBosch,1,Wiper\nbosch,2,\n') });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await eventually(dialog.getByLabel('Total Parts')).toHaveText(/^2$/);
    expect(await dialog.getByLabel('Unique Brands').innerText()).toBe('1');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('imports a CSV through the 4-step wizard and shows the counts', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Import Brands & Parts').waitFor();
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'brands.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV) });
    await dialog.getByRole('button', { name: 'Next' }).click();

    expect(await dialog.getByLabel('Unique Brands').innerText()).toBe('3');
    // The Review counts what the Result will: the repeated part of line 6 is listed as skipped, before the import.
    expect(await dialog.getByLabel('Total Parts').innerText()).toBe('5');
    expect(await dialog.getByLabel('Rows to skip', { exact: true }).innerText()).toBe('1');
    await expectText(dialog, "Line 6, part_number: repeats part number 'P 85 020' of the same brand from line 4; skipped");
    const preview = dialog.getByRole('table', { name: 'Preview' });
    expect(await preview.getByRole('row').count()).toBe(6); // header + first 5 rows
    await screenshot(page, 'brands-import-review');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expectText(dialog, 'Confirm Import');
    await dialog.getByRole('button', { name: 'Confirm Import' }).click();
    await dialog.getByText('Click outside this dialog to close it.').waitFor();
    const counts = Object.fromEntries(
      await Promise.all(['Brands', 'Parts', 'Created', 'Updated', 'Errors'].map(async (l) => [l, await dialog.getByLabel(l, { exact: true }).innerText()])),
    );
    expect(counts).toEqual({ Brands: '3', Parts: '5', Created: '5', Updated: '0', Errors: '1' });
    await expectText(dialog, "Line 6, part_number: repeats part number 'P 85 020' of the same brand from line 4; skipped");
    await screenshot(page, 'brands-import-result');

    // Escape does not close the result; the backdrop does.
    await page.keyboard.press('Escape');
    await dialog.getByText('Click outside this dialog to close it.').waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });

    await eventually(row(page, 'Bosch')).toHaveText(/Bosch\s+2\s+Active/);
    await eventually(row(page, 'Brembo')).toHaveText(/Brembo\s+2\s+Active/);
    await eventually(row(page, 'Valeo')).toHaveText(/Valeo\s+1\s+Active/);
    await screenshot(page, 'brands');
  });

  it('filters on the name, case-insensitively, on the client', async () => {
    const search = page.getByRole('textbox', { name: 'Search brands' });
    await search.fill('BREM');
    // The box searches once typing pauses.
    await row(page, 'Bosch').waitFor({ state: 'detached' });
    await eventually(page.getByRole('grid')).toHaveText(/Brembo/);
    await search.fill('nothing like it');
    await expectText(page, 'No brands found matching your search.');
    await search.fill('');
    await row(page, 'Bosch').waitFor();
  });

  it('edits the name and status', async () => {
    await page.getByRole('button', { name: 'Edit Valeo' }).click();
    const dialog = page.getByRole('dialog');
    await waitForValue(dialog.getByLabel('Brand Name'), 'Valeo');
    await dialog.getByLabel('Brand Name').fill('Valeo Service');
    await dialog.getByLabel('Active').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(row(page, 'Valeo Service')).toHaveText(/Valeo Service\s+1\s+Inactive/);
  });

  it('deletes a brand after confirmation', async () => {
    await page.getByRole('button', { name: 'More actions for Valeo Service' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expectText(dialog, 'Are you sure you want to delete Valeo Service?');
    await expectText(dialog, 'Its draft and live products are deleted too: the live ones leave the product feed.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, 'Brand deleted successfully');
    await row(page, 'Valeo Service').waitFor({ state: 'detached' });
  });

  it('exports CSV under the server filename and the file holds the brands and parts', async () => {
    const download = await exportAs(page, 'CSV');
    expect(download.suggestedFilename()).toBe(`brands-export-${TODAY()}.csv`);
    const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('brand_id,brand,active,parts_count,created_at,part_number,part_type');
    expect(lines.filter((l) => l.includes(',Brembo,'))).toHaveLength(2);
    expect(lines.some((l) => l.endsWith(',0 986 494 524,Brake Pad Set'))).toBe(true);
  });

  it('exports XLSX with sheets Brands and Parts', async () => {
    const download = await exportAs(page, 'Excel (XLSX)');
    expect(download.suggestedFilename()).toBe(`brands-export-${TODAY()}.xlsx`);
    const workbook = new Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Brands', 'Parts', 'Statistics']);
    const brands: unknown[] = [];
    workbook.getWorksheet('Brands')!.eachRow((r) => brands.push(r.getCell(2).value));
    expect(brands).toEqual(['Brand Name', 'Bosch', 'Brembo']);
    expect(workbook.getWorksheet('Parts')!.rowCount).toBe(5);
  });

  it('shows the load failure with a Retry that recovers', async () => {
    await page.route('**/api/v1/brands?**', (route) => route.fulfill({ status: 500, json: { detail: 'Database unavailable' } }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectText(page, 'Failed to load brands. Please try again.');
    await expectText(page, 'Failed to load brands');
    await page.unroute('**/api/v1/brands?**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await row(page, 'Bosch').waitFor();
  });
});

function row(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: true }) });
}

async function exportAs(page: Page, format: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(format).check();
  expect(await dialog.getByLabel('Include parts information').isChecked()).toBe(true);
  expect(await dialog.getByLabel('Include statistics').isChecked()).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
  await expectText(page, 'Export completed successfully!');
  await dialog.waitFor({ state: 'detached' });
  return download;
}
