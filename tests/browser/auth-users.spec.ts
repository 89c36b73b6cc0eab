import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app';
import { screenshot, signIn, signOut } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { expectText, waitForValue } from '../support/browser-expect';

const OPERATOR = {
  email: 'operator@partsfeed.test',
  full_name: 'Pat Operator',
  password: 'operator-password-1',
  access_token: 'operator-access-token-0123',
};

describe('sign-in and user management in the browser', () => {
  let app: TestApp;
  let page: Page;
  useBrowserSession((session) => ({ app, page } = session), { signedIn: false });

  it('sends a visitor to the sign-in screen', async () => {
    await page.goto(`${app.baseUrl}/users`);
    await page.waitForURL(/\/login\?to=%2Fusers$/);
    await expectText(page, 'Sign in to manage your automotive parts database');
    await screenshot(page, 'login');
  });

  it('shows the server message when sign-in fails', async () => {
    await page.getByLabel(/^Email\b/).fill(app.admin.email);
    await page.getByLabel(/^Password\b/).fill('wrong-password');
    await page.getByLabel(/^Access Token\b/).fill(app.admin.access_token);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The server's own detail, shown on the form.
    await expectText(page, 'Invalid email, password or access token');
    expect(page.url()).toContain('/login');
  });

  it('signs the first admin in and back to the requested screen', async () => {
    await signIn(page, app.baseUrl, app.admin);
    await expectText(page, 'Login successful!');
    await page.waitForURL(/\/users$/);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await expectText(page, 'Partsfeed Feed Manager');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Brands',
      'Products',
      'Categories',
      'Current Items',
      'Users',
    ]);
  });

  it('validates and creates a user with role user', async () => {
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectText(dialog, 'Email is required');
    await expectText(dialog, 'Password is required');
    await expectText(dialog, 'Access token is required for new users');

    await dialog.getByLabel(/^Email\b/).fill(OPERATOR.email);
    await dialog.getByLabel('Full Name').fill(OPERATOR.full_name);
    await dialog.getByLabel(/^Password\b/).fill('short');
    await dialog.getByLabel(/^Access Token\b/).fill('short');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expectText(dialog, 'Password must be at least 8 characters');
    await expectText(dialog, 'Access token must be at least 16 characters');

    await dialog.getByLabel(/^Password\b/).fill(OPERATOR.password);
    await dialog.getByLabel(/^Access Token\b/).fill(OPERATOR.access_token);
    await dialog.getByLabel(/^Email\b/).fill(app.admin.email);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    // One toast: the screen's words with the server's detail (the HTTP client stays quiet).
    const duplicate = `A user with email ${app.admin.email} already exists`;
    // The open dialog hides the rest of the page from the accessibility tree, the toasts included.
    const toasts = page.getByRole('alert', { includeHidden: true }).filter({ hasText: duplicate });
    await toasts.first().waitFor();
    expect(await toasts.count()).toBe(1);
    // Refine's MUI notification provider sets the title and the reason as two blocks (a heading, then a paragraph).
    expect(await toasts.innerText()).toBe(`Failed to create user\n\n${duplicate}`);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel(/^Email\b/).fill(OPERATOR.email);
    await screenshot(page, 'user-create');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: OPERATOR.email });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Pat Operator[\s\S]*USER[\s\S]*Active[\s\S]*Never/);
    const ownRow = page.getByRole('row').filter({ hasText: app.admin.email });
    expect(await ownRow.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Delete/ }).count()).toBe(1);
    await screenshot(page, 'users');
  });

  it('edits a user with the email locked and the role shown; a blank password keeps the current one', async () => {
    const row = page.getByRole('row').filter({ hasText: OPERATOR.email });
    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit User' }).waitFor();
    const email = dialog.getByLabel(/^Email\b/);
    await waitForValue(dialog.getByLabel('Full Name'), OPERATOR.full_name);
    expect(await email.inputValue()).toBe(OPERATOR.email);
    expect(await email.isEditable()).toBe(false);
    // The user's role is shown, not a blank choice a save would send.
    expect(await dialog.getByRole('combobox').innerText()).toBe('user');

    await dialog.getByLabel('Full Name').fill('Pat Q. Operator');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Pat Q. Operator' }).waitFor();
  });

  it('collapses the side navigation to 65 and expands it to 240', async () => {
    const drawer = page.locator('.MuiDrawer-paper');
    const widthAfterTransition = async (expected: number) => {
      await page.waitForFunction(
        (target) => (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): { width: number } } | null } }).document.querySelector('.MuiDrawer-paper')?.getBoundingClientRect().width === target,
        expected,
      );
      return (await drawer.boundingBox())?.width;
    };
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    expect(await widthAfterTransition(65)).toBe(65);
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    expect(await widthAfterTransition(240)).toBe(240);
  });

  it('asks before deleting a user', async () => {
    const row = page.getByRole('row').filter({ hasText: OPERATOR.email });
    await row.getByRole('button', { name: /^Delete/ }).click();
    await expectText(
      page.getByRole('dialog'),
      `Are you sure you want to delete user "${OPERATOR.email}"? This action cannot be undone.`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('gives a non-admin no Users entry and no user management', async () => {
    await signOut(page);
    expect(page.url()).toBe(`${app.baseUrl}/login`);
    await signIn(page, app.baseUrl, OPERATOR);
    await page.getByRole('heading', { name: 'Start' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link').allInnerTexts()).not.toContain('Users');

    await page.goto(`${app.baseUrl}/users`);
    await expectText(page, 'Access denied. Admin privileges required.');
    expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    await screenshot(page, 'users-access-denied');
  });
});
