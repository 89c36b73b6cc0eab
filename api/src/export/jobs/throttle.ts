export interface Throttled<T> {
  (value: T): void;
  /** Drops a value still waiting and waits for a write in flight, so a final write is never overtaken by an older one. */
  stop(): Promise<void>;
}

const ignore = () => undefined;

/**
 * Calls `write` at most once per `intervalMs` and never twice at once: progress reaches the database a few times
 * a second, not once per batch or chunk. Values in between are dropped except the latest, which is written when
 * the interval has passed, so a transfer that stalls (a slow line) shows where it stalled, not where it was a
 * moment before.
 */
export function throttled<T>(intervalMs: number, write: (value: T) => Promise<unknown>): Throttled<T> {
  let last = 0;
  let inFlight: Promise<void> | null = null;
  let waiting: { value: T } | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const writeWaiting = () => {
    timer = undefined;
    if (!waiting || inFlight || stopped) return;
    const { value } = waiting;
    waiting = null;
    last = Date.now();
    inFlight = write(value)
      .then(ignore, ignore)
      .finally(() => {
        inFlight = null;
        later();
      });
  };
  const later = () => {
    if (!waiting || timer || stopped) return;
    timer = setTimeout(writeWaiting, Math.max(0, last + intervalMs - Date.now()));
    timer.unref();
  };
  const call = ((value: T) => {
    waiting = { value };
    if (!inFlight && Date.now() - last >= intervalMs) writeWaiting();
    else later();
  }) as Throttled<T>;
  call.stop = async () => {
    stopped = true;
    clearTimeout(timer);
    waiting = null;
    await inFlight;
  };
  return call;
}
