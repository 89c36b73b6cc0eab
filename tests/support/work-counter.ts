/**
 * Counts the callbacks the array methods run while `work` runs: a deterministic measure of work for linear-time
 * tests, which must not read a clock. Loops that call no array method are not counted, so a test built on this
 * checks code written with array methods.
 */
const COUNTED = ['every', 'filter', 'find', 'findIndex', 'flatMap', 'forEach', 'map', 'reduce', 'some', 'sort'] as const;

export function countArrayCallbacks(work: () => void): number {
  let calls = 0;
  const prototype = Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = COUNTED.map((name) => [name, prototype[name]] as const);
  for (const [name, original] of originals) {
    prototype[name] = function counted(this: unknown[], callback: unknown, ...rest: unknown[]) {
      if (typeof callback !== 'function') return original.call(this, callback, ...rest);
      const countedCallback = (...args: unknown[]) => {
        calls++;
        return (callback as (...a: unknown[]) => unknown)(...args);
      };
      return original.call(this, countedCallback, ...rest);
    };
  }
  try {
    work();
  } finally {
    for (const [name, original] of originals) prototype[name] = original;
  }
  return calls;
}
