import type { Locator, Page } from 'playwright-core';

// playwright-core ships no `expect`: these waits poll the page the way a user would look at it.

const POLL_MS = 100;
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** Waits until `text` shows, exactly, somewhere in `scope`. */
export async function expectText(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByText(text, { exact: true }).first().waitFor();
}

/** Polls a locator's text until it matches. */
export function eventually(locator: Locator) {
  return {
    async toHaveText(pattern: RegExp, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      let last = '';
      while (Date.now() < deadline) {
        last = (await locator.first().innerText().catch(() => '')).trim();
        if (pattern.test(last)) return;
        await pause();
      }
      throw new Error(`expected text matching ${pattern}, got '${last}'`);
    },
    /** Polls until the element's top edge lies within the viewport, as a user would see it without scrolling. */
    async toBeInViewport(timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      const height = locator.page().viewportSize()?.height ?? 0;
      let top: number | undefined;
      while (Date.now() < deadline) {
        top = (await locator.first().boundingBox().catch(() => null))?.y;
        if (top !== undefined && top >= 0 && top < height) return;
        await pause();
      }
      throw new Error(`expected the element in the viewport (0–${height} px), its top was at ${top ?? 'nowhere'}`);
    },
  };
}

/** Waits until an input holds `value` (edit forms fill in after the record loads). */
export async function waitForValue(field: Locator, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await field.inputValue()) !== value) {
    if (Date.now() > deadline) throw new Error(`field never showed "${value}"`);
    await pause();
  }
}
