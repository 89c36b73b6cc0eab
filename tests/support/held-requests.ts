import type { Page, Request } from 'playwright-core';

export interface HeldRequests {
  /** Requests held so far. */
  count(): number;
  /** Lets every held request go, and resolves once the page has its answers (or saw them fail) and has drawn what followed. */
  release(): Promise<void>;
}

/**
 * Holds the page's requests to `url` until `release()`: a test of an earlier answer arriving after a later one
 * decides the order itself instead of delaying the earlier one by a fixed time and waiting longer still.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<HeldRequests> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const done: Array<Promise<unknown>> = [];
  const ended = (request: Request) =>
    Promise.race([
      page.waitForEvent('requestfinished', { predicate: (r) => r === request, timeout: 0 }),
      page.waitForEvent('requestfailed', { predicate: (r) => r === request, timeout: 0 }),
    ]);
  await page.route(url, async (route) => {
    done.push(ended(route.request()));
    await opened;
    await route.continue().catch(() => undefined);
  });
  return {
    count: () => done.length,
    async release() {
      open();
      await Promise.all(done);
      await page.unroute(url);
      // The app reads an answer's body and renders in tasks of its own after the answer has come.
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))))');
    },
  };
}
