import { describe, expect, it } from 'vitest';
import { dayEnd, dayInterval, todayIso, zonedMoment } from './dates';

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

  it("takes a wall-clock time in an outlet's zone as its moment", () => {
    expect(zonedMoment('2026-11-23', '09:00', 'Europe/Moscow').toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
    expect(zonedMoment('2026-11-23', '09:00', 'Asia/Yekaterinburg').toISOString()).toBe(
      '2026-11-23T04:00:00.000Z',
    );
    // Berlin keeps summer time: +02:00 in July, +01:00 in January.
    expect(zonedMoment('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedMoment('2026-01-10', '23:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-10T22:30:00.000Z',
    );
  });
});
