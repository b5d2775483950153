import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from './coalesced-timeouts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_300 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('coalesced long timers', () => {
  it('fires long timers on the next whole second, several with one native timer', () => {
    const timers = coalescedTimeouts();
    const native = vi.spyOn(globalThis, 'setTimeout');
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('a'), 10_000);
    timers.setTimeout(() => fired.push('b'), 10_400);
    timers.setTimeout(() => fired.push('later'), 3 * 24 * 60 * 60 * 1000);
    expect(native).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_699);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['a', 'b']);
    vi.advanceTimersByTime(3 * 24 * 60 * 60 * 1000);
    expect(fired).toEqual(['a', 'b', 'later']);
  });

  it('wakes earlier for an earlier timer, and a cleared one never fires', () => {
    const timers = coalescedTimeouts();
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('gc'), 60_000);
    const stale = timers.setTimeout(() => fired.push('stale'), 30_000);
    timers.setTimeout(() => fired.push('soon'), 5_000);
    timers.clearTimeout(stale);
    vi.advanceTimersByTime(6_000);
    expect(fired).toEqual(['soon']);
    vi.advanceTimersByTime(60_000);
    expect(fired).toEqual(['soon', 'gc']);
  });

  it('leaves short timers to the browser, and keeps an interval exact from its start', async () => {
    const timers = coalescedTimeouts();
    const fired: string[] = [];
    const retry = timers.setTimeout(() => fired.push('retry'), 1_000);
    // A native id, never one of the coalesced (negative) ones.
    expect(typeof retry === 'number' && retry < 0).toBe(false);
    const poll = timers.setInterval(() => fired.push('poll'), 2_000);
    await Promise.resolve();
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['retry']);
    vi.advanceTimersByTime(999);
    expect(fired).toEqual(['retry']);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['retry', 'poll']);
    vi.advanceTimersByTime(2_000);
    expect(fired).toEqual(['retry', 'poll', 'poll']);
    timers.clearInterval(poll);
    vi.advanceTimersByTime(4_000);
    expect(fired).toEqual(['retry', 'poll', 'poll']);
  });

  it('arms only the interval left standing when the script that set it is done', async () => {
    const timers = coalescedTimeouts();
    const native = vi.spyOn(globalThis, 'setInterval');
    const fired: string[] = [];
    // An observer re-arming its poll at each update of its query, three times in one render.
    timers.clearInterval(timers.setInterval(() => fired.push('first'), 5_000));
    timers.clearInterval(timers.setInterval(() => fired.push('second'), 5_000));
    timers.setInterval(() => fired.push('last'), 5_000);
    expect(native).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(native).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(fired).toEqual(['last']);
  });

  it('runs the other timers due when one of them throws, and reports the error', () => {
    const timers = coalescedTimeouts();
    const fired: string[] = [];
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    timers.setTimeout(() => {
      throw new Error('broken');
    }, 10_000);
    timers.setTimeout(() => fired.push('next'), 10_000);
    vi.advanceTimersByTime(11_000);
    expect(fired).toEqual(['next']);
    expect(reported).toHaveBeenCalledWith(new Error('broken'));
  });
});
