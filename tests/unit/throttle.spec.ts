/**
 * The throttle between an export's progress and its job row (the writing's items, the upload's bytes): few writes,
 * the latest value written once the interval has passed, nothing after stop(). On Jest's fake clock: the writes are
 * counted, no time is measured.
 */
import { throttled } from '../../api/src/export/jobs/throttle';

describe('throttled progress writes', () => {
  let written: number[];
  const write = async (value: number) => {
    written.push(value);
  };

  beforeEach(() => {
    written = [];
    jest.useFakeTimers({ now: new Date('2026-11-26T02:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('writes the first value at once and, of a burst, only the latest once the interval has passed', async () => {
    const progress = throttled(1000, write);
    for (let sent = 1; sent <= 100; sent++) progress(sent);
    await jest.advanceTimersByTimeAsync(999);
    expect(written).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1);
    expect(written).toEqual([1, 100]);
  });

  it('writes where a stalled transfer stands, once, however long it stands', async () => {
    const progress = throttled(1000, write);
    progress(32_768);
    progress(1_048_576);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(written).toEqual([32_768, 1_048_576]);
  });

  it('writes nothing after stop(), so the final write is never overtaken', async () => {
    const progress = throttled(1000, write);
    progress(1);
    progress(2);
    await progress.stop();
    progress(3);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual([1]);
  });

  it('never writes twice at once: a value arriving during a slow write waits for it', async () => {
    let finish!: () => void;
    const slow = (value: number) => {
      written.push(value);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const progress = throttled(1000, slow);
    progress(1);
    await jest.advanceTimersByTimeAsync(1_500);
    progress(2);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(written).toEqual([1]);
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(written).toEqual([1, 2]);
  });
});
