import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while `active` is true (e.g. export job status
 * every 2000 ms). The latest `poll` is always used, so callers need not memoise it;
 * a poll does not start before the previous one has finished. `poll` reports its own
 * failures (and turns `active` off to stop); a rejected poll does not stop the loop.
 */
export function usePolling(poll: () => unknown | Promise<unknown>, intervalMs: number, active: boolean): void {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      await Promise.resolve()
        .then(() => latest.current())
        .catch(() => undefined);
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    timer = setTimeout(tick, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [intervalMs, active]);
}
