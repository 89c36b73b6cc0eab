import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export interface SignInCredentials {
  email: string;
  password: string;
  access_token: string;
}

const ROOT = resolve(__dirname, '..', '..');
const ARTIFACTS_DIR = join(ROOT, 'tests', 'artifacts');
const DOCS_SCREENSHOTS_DIR = join(ROOT, 'docs', 'screenshots');

// Debian's chromium, kept quiet: no background traffic that could slow or flake a test run.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** A fresh page (own storage) at a desktop size, so each user starts signed out. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

// Required fields' labels end in ' *', so labels are matched by their start.
/** Fills the sign-in form and waits until the signed-in shell shows. */
export async function signIn(page: Page, baseUrl: string, credentials: SignInCredentials): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email\b/).fill(credentials.email);
  await page.getByLabel(/^Password\b/).fill(credentials.password);
  await page.getByLabel(/^Access Token\b/).fill(credentials.access_token);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  // The signed-in layout can show before the address leaves the sign-in screen (seen once on a loaded 2-core machine).
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The longest a toast stays on screen (an error's 10 s). */
const LONGEST_TOAST_MS = 10_000;

/**
 * Moves the page's clock (installed with `page.clock.install()` before the page loaded) past every toast's time at once:
 * a toast lies over a dialog's or the table's buttons until it hides, and a click would otherwise wait for it.
 */
export async function outlastToasts(page: Page): Promise<void> {
  await page.clock.runFor(LONGEST_TOAST_MS);
}

/** Signs out through the account menu and waits for the sign-in screen. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
}

/**
 * Saves a screenshot to tests/artifacts/<name>.png (git-ignored) and, with SCREENSHOTS=1, also to
 * docs/screenshots/<name>.png for the user guide: the full page, or the viewport while a dialog is
 * open, since a dialog's backdrop covers only the viewport and would leave the rest of a full page bare.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const targets = [ARTIFACTS_DIR, ...(process.env.SCREENSHOTS === '1' ? [DOCS_SCREENSHOTS_DIR] : [])];
  // A full-page capture keeps the current scroll, which would draw the fixed app bar half-way down the page.
  await page.evaluate('window.scrollTo(0, 0)');
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  for (const dir of targets) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
  }
  return join(ARTIFACTS_DIR, `${name}.png`);
}

/** Width and height of a PNG file, from its IHDR chunk. */
export function pngSize(file: string): { width: number; height: number } {
  const header = readFileSync(file).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}
