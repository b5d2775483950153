import { describe, expect, it } from 'vitest';
import { dayEnd, dayInterval, todayIso } from './dates';

describe('server dates', () => {
  it('counts a period from 00:00:00 of the first day through 23:59:59 of the last', () => {
    const { start, before } = dayInterval('2026-11-01', '2026-11-30');
    expect(todayIso(start)).toBe('2026-11-01');
    expect(start?.getHours()).toBe(0);
    // The end is the next midnight, compared with `<`: the last second is whole.
    expect(todayIso(before)).toBe('2026-12-01');
    expect(before?.getHours()).toBe(0);
    expect(dayInterval(undefined, undefined)).toEqual({ start: undefined, before: undefined });
  });

  it('ends a day at 23:59:59', () => {
    const end = dayEnd('2026-12-31');
    expect(todayIso(end)).toBe('2026-12-31');
    expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
  });
});
