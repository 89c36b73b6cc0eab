/**
 * Issue #30: the start page at /, the navigation's second group, the account menu's name and role,
 * a readonly user's disabled write controls with the server's reason, the Profile page, one toast per
 * error, and an export asked to upload that could not.
 */
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { newPage, screenshot, signIn, signOut } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { eventually, expectText } from '../support/browser-expect';
import { productCsv, productRow } from '../support/product-csv';

const VIEWER = { email: 'viewer@example.com', password: 'viewer-password', access_token: 'viewer-access-token-0123', full_name: 'Vera Viewer' };
const OPERATOR = { email: 'operator@example.com', password: 'operator-password', access_token: 'operator-access-token-0123' };
const READ_ONLY = 'Read-only users cannot change data';

async function prepare(app: TestApp): Promise<void> {
  const admin = await app.as(app.admin);
  await admin.post('/auth/users').send({ ...VIEWER, role: 'readonly' }).expect(201);
  await admin.post('/auth/users').send({ ...OPERATOR, role: 'user' }).expect(201);
  const brand = (await admin.post('/brands').send({ name: 'Stopwell' }).expect(201)).body.id;
  await admin.post('/parts/import').field('brand_id', String(brand)).attach('files', Buffer.from(productCsv([productRow('BRK-1'), productRow('OIL-1')])), 'drafts.csv').expect(200);
  await admin.post('/current/import').attach('file', Buffer.from('id,item_number,price,stock_status\nC-1,OIL-1,9.99,in stock\nC-2,BRK-1,49.50,in stock\nC-3,WIP-1,5.00,preorder\n'), 'items.csv').expect(200);
}

/** The tooltip a disabled control's wrapper shows on hover. */
async function reasonOf(page: Page, name: string): Promise<string> {
  const control = page.getByRole('button', { name, exact: true }).first();
  await control.locator('xpath=parent::span[@aria-label]').waitFor();
  expect(await control.isDisabled()).toBe(true);
  await control.locator('xpath=..').hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor();
  const text = await tooltip.innerText();
  await page.mouse.move(0, 0);
  await tooltip.waitFor({ state: 'detached' });
  return text;
}

describe('the start page', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session), { prepare, env: { EXPORT_NIGHTLY: 'true', EXPORT_CRON: '0 2 * * *', EXPORT_TIMEZONE: 'UTC' } });

  it('greets the signed-in admin at / with the feeds, the next nightly run, the counts and the latest imports', async () => {
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: 'Start' }).waitFor();
    await eventually(page.getByTestId('nightly')).toHaveText(/^Next nightly export: \d+\/\d+\/\d{4}, 2:00:00 AM UTC/);
    await eventually(page.getByRole('button', { name: /Current Items/ })).toHaveText(/Current Items\s+3/);
    await eventually(page.getByRole('button', { name: /Draft Products/ })).toHaveText(/Draft Products\s+2/);
    await eventually(page.getByRole('button', { name: /^Brands/ })).toHaveText(/Brands\s+1/);
    await expectText(page.getByLabel('Stock and Price Feed'), 'Not exported yet.');
    const imports = page.getByLabel('Latest imports');
    await expectText(imports, 'items.csv');
    await expectText(imports, 'drafts.csv');
    // The kinds and statuses in the Imports screen's words, not the API's codes.
    await expectText(imports, 'Draft products');
    expect(await imports.getByText('draft_products').count()).toBe(0);
    const card = (await imports.boundingBox())!;
    const refused = (await imports.getByRole('columnheader', { name: 'Refused' }).boundingBox())!;
    expect(refused.x + refused.width).toBeLessThanOrEqual(card.x + card.width);
    await screenshot(page, 'start-page');
  });

  it('keeps the five entries of the specification and reaches every other screen below them', async () => {
    const main = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await main.getByRole('link').allInnerTexts()).toEqual(['Brands', 'Products', 'Categories', 'Current Items', 'Users']);
    const more = page.getByRole('navigation', { name: 'More screens' });
    expect(await more.getByRole('link').allInnerTexts()).toEqual(['Start', 'Part-Type Mappings', 'Feed Diagnostics', 'Export', 'Imports', 'Feed Rules']);
    await more.getByRole('link', { name: 'Export' }).click();
    await page.getByRole('heading', { name: 'Export', exact: true }).waitFor();
  });

  it('says in amber when an export asked to upload was not uploaded', async () => {
    await page.getByRole('button', { name: 'Export XML' }).click();
    const dialog = page.getByRole('dialog');
    await expectText(dialog, 'SFTP is not configured: the XML file will be generated without upload.');
    await dialog.getByRole('button', { name: 'Start Export' }).click();
    const outcome = dialog.getByRole('alert').filter({ hasText: 'Export completed, but NOT uploaded' });
    await outcome.waitFor();
    // Amber: MUI's warning alert.
    expect(await outcome.getAttribute('class')).toContain('MuiAlert-colorWarning');
    await expectText(page, 'Export completed, but NOT uploaded');
    expect(await page.getByText('Export completed successfully!').count()).toBe(0);
    await screenshot(page, 'export-not-uploaded');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('navigation', { name: 'More screens' }).getByRole('link', { name: 'Start' }).click();
    await expectText(page.getByLabel('Stock and Price Feed'), 'Generated. Asked to upload, not uploaded: SFTP not configured.');
    // The counts are the export's, and say so with its time and zone.
    await eventually(page.getByLabel('Stock and Price Feed').getByTestId('feed-health')).toHaveText(
      /^As of the last export \(\d+\/\d+\/\d{4}, \d+:\d\d:\d\d [AP]M \w+\): 3 of 3 current items valid, 0 left out with errors, 3 with warnings\. Feed Diagnostics checks them as they are now\.$/,
    );
  });

  it("shows the signed-in user's name and role", async () => {
    await eventually(page.getByTestId('signed-in-user')).toHaveText(/Administrator\s+ADMIN/);
  });
});

describe('a readonly user', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session), { prepare, signedIn: false });

  beforeAll(async () => {
    await signIn(page, app.baseUrl, VIEWER);
  });

  it('sees their name and role', async () => {
    await eventually(page.getByTestId('signed-in-user')).toHaveText(/Vera Viewer\s+READONLY/);
  });

  it('finds Add Brand and Import disabled, saying why', async () => {
    await page.goto(`${app.baseUrl}/brands`);
    await page.getByRole('heading', { name: 'Brand Management' }).waitFor();
    await eventually(page.getByRole('row', { name: /Stopwell/ })).toHaveText(/Stopwell/);
    expect(await reasonOf(page, 'Add Brand')).toBe(READ_ONLY);
    expect(await reasonOf(page, 'Import')).toBe(READ_ONLY);
    expect(await page.getByRole('button', { name: 'Export', exact: true }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Edit Stopwell' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'More actions for Stopwell' }).click();
    expect(await page.getByRole('menuitem', { name: 'Delete' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await screenshot(page, 'readonly-brands');
  });

  it('finds Import and Publish disabled on the products', async () => {
    await page.goto(`${app.baseUrl}/products`);
    await page.getByRole('button', { name: 'Publish BRK-1' }).waitFor();
    expect(await reasonOf(page, 'Import')).toBe(READ_ONLY);
    expect(await reasonOf(page, 'Publish BRK-1')).toBe(READ_ONLY);
    // Rows are selected only to publish them: no checkboxes for a user who may not.
    expect(await page.getByRole('checkbox').count()).toBe(0);
  });

  it('finds the current-item imports, Export XML and Configure SFTP disabled', async () => {
    await page.goto(`${app.baseUrl}/current-items`);
    await page.getByRole('button', { name: 'Import Items' }).waitFor();
    for (const name of ['Import Items', 'Add Brands', 'Import Availability', 'Import Prices', 'Export XML']) expect(await reasonOf(page, name)).toBe(READ_ONLY);
    await page.goto(`${app.baseUrl}/export`);
    await page.getByRole('button', { name: 'Configure SFTP' }).waitFor();
    expect(await reasonOf(page, 'Configure SFTP')).toBe('Access denied. Admin privileges required.');
    expect(await page.getByLabel('Host').isDisabled()).toBe(true);
  });

  it('changes their own password on the Profile page, and signs in with it', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('viewer-password-2');
    await form.getByLabel('Repeat new password').fill('viewer-password-2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectText(form, 'Current password is incorrect');
    expect(await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).count()).toBe(1);
    await form.getByLabel('Current password').fill(VIEWER.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectText(page, 'Change Password: done. Your other sessions were signed out.');
    await screenshot(page, 'profile');
    await signOut(page);
    await signIn(page, app.baseUrl, { ...VIEWER, password: 'viewer-password-2' });
    await page.getByRole('heading', { name: 'Start' }).waitFor();
  });
});

describe('a refused write', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session), { prepare, signedIn: false });

  it('shows one toast', async () => {
    await signIn(page, app.baseUrl, OPERATOR);
    await page.goto(`${app.baseUrl}/brands`);
    await page.getByRole('button', { name: 'Add Brand' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Brand Name').fill('Stopwell');
    await dialog.getByRole('button', { name: 'Add Brand' }).click();
    await page.getByText('Failed to add brand').first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.getByText(/already exists/).count()).toBe(1);
    expect(await page.getByText('Failed to add brand').count()).toBe(1);
  });

  it('offers a strong access token in the user form', async () => {
    const browserPage = await newPage(page.context().browser()!);
    await signIn(browserPage, app.baseUrl, app.admin);
    await browserPage.goto(`${app.baseUrl}/users`);
    await browserPage.getByRole('button', { name: 'Add User' }).click();
    const dialog = browserPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const token = await dialog.getByLabel(/^Access Token/).inputValue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await browserPage.close();
  });
});
