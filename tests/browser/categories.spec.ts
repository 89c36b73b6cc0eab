import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { screenshot } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { eventually, expectText } from '../support/browser-expect';

const TAXONOMY = join(__dirname, '..', 'fixtures', 'google-taxonomy', 'taxonomy-with-ids.en-US.txt');
const BRAKING = 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking';

describe('categories and part-type mappings in the browser', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session), {
    prepare: async (app) => {
      const admin = await app.as(app.admin);
      const brand = await admin.post('/brands').send({ name: 'Stopwell' }).expect(201);
      for (const [part_number, part_type] of [['SW-1', 'Front Brake Pads'], ['SW-2', 'Front Brake Pads'], ['SW-3', 'Wiper Blade']]) {
        await admin.post('/parts').send({ brand_id: brand.body.id, part_number, part_type }).expect(201);
      }
    },
  });

  it('shows the empty Categories screen with a link to Google’s taxonomy', async () => {
    await page.goto(`${app.baseUrl}/categories`);
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await expectText(page, 'Total Categories Loaded');
    await expectText(page, 'No categories loaded. Upload a taxonomy file first.');
    const link = page.getByRole('link', { name: /official Google product taxonomy/ });
    expect(await link.getAttribute('href')).toBe('https://www.google.com/basepages/producttype/taxonomy-with-ids.en-US.txt');
  });

  it('rejects a file that is not a taxonomy with a ✗ line naming the problem', async () => {
    await page.getByLabel('Taxonomy file').setInputFiles({ name: 'fruit.txt', mimeType: 'text/plain', buffer: Buffer.from('Apples\nPears\n') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await eventually(page.getByRole('status')).toHaveText(/^✗ fruit\.txt: .*' > '/);
  });

  it("uploads Google's taxonomy, shows ✓ and the count, and searches it", async () => {
    await page.getByLabel('Taxonomy file').setInputFiles(TAXONOMY);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await eventually(page.getByRole('status')).toHaveText(/^✓ Loaded 5595 categories from taxonomy-with-ids\.en-US\.txt/);
    await expectText(page, '5,595');
    await expectText(page, 'Animals & Pet Supplies');

    // What operators type: neither "brake" nor "pads" is in the category's path.
    await page.getByLabel('Search categories').fill('brake pads');
    await page.getByLabel('Search categories').press('Enter');
    await page.getByRole('gridcell', { name: BRAKING, exact: true }).waitFor();
    await eventually(page.getByRole('row').nth(1)).toHaveText(/Motor Vehicle Braking/);
    await screenshot(page, 'categories');

    await page.getByLabel('Search categories').fill('zzqx');
    await page.getByRole('button', { name: 'Search' }).click();
    await expectText(page, 'No categories found');
  });

  it('maps a part type by accepting its suggestion and counts it as mapped', async () => {
    await page.getByRole('button', { name: 'Part-Type Mappings' }).click();
    await page.getByRole('heading', { name: 'Part-Type Mappings' }).waitFor();
    const unmappedCard = statCard(page, 'Unmapped');
    await eventually(unmappedCard).toHaveText(/Unmapped\s*2/);
    const row = page.getByRole('row').filter({ hasText: 'Front Brake Pads' });
    await row.getByText(BRAKING).waitFor();
    await screenshot(page, 'category-mappings');

    await page.getByRole('button', { name: 'Accept suggestion for Front Brake Pads' }).click();
    await expectText(page, "Mapped 'Front Brake Pads'");
    await eventually(statCard(page, 'Mapped')).toHaveText(/Mapped\s*1/);
    await eventually(unmappedCard).toHaveText(/Unmapped\s*1/);
    await row.getByText('Mapped', { exact: true }).waitFor();
  });

  it('changes a mapping by searching categories, then deletes it', async () => {
    await page.getByRole('button', { name: 'Change category of Wiper Blade' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search categories').fill('lighting');
    await eventually(dialog.getByRole('option').first()).toHaveText(/^Motor Vehicle Lighting/);
    await dialog.getByLabel('Search categories').fill('windshield covers');
    await dialog.getByRole('option', { name: /Motor Vehicle Windshield Covers/ }).click();
    await dialog.getByRole('button', { name: 'Save Mapping' }).click();
    await expectText(page, 'Coverage');
    await eventually(statCard(page, 'Mapped')).toHaveText(/Mapped\s*2/);

    await page.getByRole('button', { name: 'Delete mapping of Wiper Blade' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(statCard(page, 'Mapped')).toHaveText(/Mapped\s*1/);
  });

  it('suggests for all unmapped part types with a progress bar, explains each, and accepts those above a confidence', async () => {
    const admin = await app.as(app.admin);
    const brand = await admin.post('/brands').send({ name: 'Catalog Names' }).expect(201);
    for (const [part_number, part_type] of [['CN-1', 'PAD KIT-FRT DISC BRK'], ['CN-2', 'BLADE ASM-WSW'], ['CN-3', 'Gizmo Widget']]) {
      await admin.post('/parts').send({ brand_id: brand.body.id, part_number, part_type }).expect(201);
    }
    await page.getByRole('button', { name: 'Refresh' }).click();
    await eventually(statCard(page, 'Unmapped')).toHaveText(/Unmapped\s*4/);
    await eventually(page.getByTestId('matched-PAD KIT-FRT DISC BRK')).toHaveText(/BRK → brake → Motor Vehicle Braking/);

    await page.getByRole('button', { name: 'Suggest All Unmapped' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(dialog.getByRole('status')).toHaveText(/^Suggested 4 of 4 unmapped part types$/);
    expect(await dialog.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await dialog.getByText('3 with a suggestion, 1 without.').waitFor();
    await dialog.getByLabel('Accept at or above confidence').fill('1.5');
    await dialog.getByText('Enter a confidence between 0 and 1').waitFor();
    await dialog.getByLabel('Accept at or above confidence').fill('0.8');
    await dialog.getByText('3 suggestions will be accepted; the other 1 part types stay in the list to review one by one.').waitFor();
    await screenshot(page, 'category-mappings-bulk');
    await dialog.getByRole('button', { name: 'Accept 3 Suggestions' }).click();
    await expectText(page, 'Accepted 3 suggestions; 1 part types left to review');
    await eventually(statCard(page, 'Mapped')).toHaveText(/Mapped\s*4/);
    await eventually(statCard(page, 'Unmapped')).toHaveText(/Unmapped\s*1/);
    await page.getByRole('row').filter({ hasText: 'Gizmo Widget' }).getByText('Unmapped', { exact: true }).waitFor();
  });

  it('uploads mappings from a file, with the format hint and sample file the other imports have', async () => {
    await page.getByRole('button', { name: 'Upload Mappings' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(dialog.getByTestId('import-format-hint')).toHaveText(/Required columns: part_type\s*Optional columns: category_id, category/);
    expect(await dialog.getByRole('link', { name: 'Download a sample file' }).getAttribute('href')).toBe('/samples/category-mappings.csv');
    const file = 'part_type,category_id\nGizmo Widget,2977\nNo Such Type,99999999\n';
    await dialog.locator('input[type=file]').setInputFiles({ name: 'mappings.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await eventually(dialog.getByRole('alert')).toHaveText(/Imported 1 mapping/);
    await dialog.getByText("mappings.csv line 3, column 'category_id': category 99999999 not found").waitFor();
    await screenshot(page, 'category-mappings-upload');
    await dialog.getByRole('button', { name: /Close|Cancel/ }).first().click();
    await eventually(statCard(page, 'Unmapped')).toHaveText(/Unmapped\s*0/);
    await eventually(statCard(page, 'Mapped')).toHaveText(/Mapped\s*5/);
  });
});

function statCard(page: Page, title: string): Locator {
  return page.locator('.MuiCard-root').filter({ has: page.getByText(title, { exact: true }) });
}
