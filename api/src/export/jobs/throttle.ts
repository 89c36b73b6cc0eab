export interface Throttled<T> {
  (value: T): void;
  /** Waits for a write in flight, so a final write is never overtaken by an older one. */
  settled(): Promise<void>;
}

/**
 * Calls `write` at most once per `intervalMs` and never twice at once (values in between are
 * dropped): progress reaches the database a few times a second, not once per batch.
 */
export function throttled<T>(intervalMs: number, write: (value: T) => Promise<unknown>): Throttled<T> {
  let last = 0;
  let inFlight: Promise<void> | null = null;
  const call = ((value: T) => {
    const now = Date.now();
    if (inFlight || now - last < intervalMs) return;
    last = now;
    inFlight = write(value)
      .then(() => undefined, () => undefined)
      .finally(() => {
        inFlight = null;
      });
  }) as Throttled<T>;
  call.settled = async () => {
    await inFlight;
  };
  return call;
}
