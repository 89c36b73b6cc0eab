import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp, type TestAppOptions } from './app';
import { launchBrowser, newPage, signIn } from './browser';

export interface BrowserSession {
  app: TestApp;
  browser: Browser;
  page: Page;
}

export interface BrowserSessionOptions extends TestAppOptions {
  /** Runs once the app is up, before the page signs in: data set up through the API. */
  prepare?: (app: TestApp) => Promise<void>;
  /** Sign the page in as the first admin (default). */
  signedIn?: boolean;
}

/** The real app and a real browser with one page, for one spec file's tests. */
async function openBrowserSession(options: BrowserSessionOptions = {}): Promise<BrowserSession> {
  const { prepare, signedIn = true, ...appOptions } = options;
  const [app, browser] = await Promise.all([startTestApp(appOptions), launchBrowser()]);
  try {
    await prepare?.(app);
    const page = await newPage(browser);
    if (signedIn) await signIn(page, app.baseUrl, app.admin);
    return { app, browser, page };
  } catch (error) {
    await closeBrowserSession({ app, browser });
    throw error;
  }
}

/** Closes the browser, then the app. */
async function closeBrowserSession(session: Partial<BrowserSession> | undefined): Promise<void> {
  await session?.browser?.close();
  await session?.app?.close();
}

/**
 * The browser session of a spec file: opened before its tests, after the file's earlier beforeAll hooks
 * (so `options` may be a function of what they set up), handed to `use`, and closed after the tests.
 */
export function useBrowserSession(
  use: (session: BrowserSession) => unknown,
  options: BrowserSessionOptions | (() => BrowserSessionOptions) = {},
): void {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await openBrowserSession(typeof options === 'function' ? options() : options);
    await use(session);
  });
  afterAll(async () => {
    await closeBrowserSession(session);
  });
}
