import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRange,
  formatDate,
  formatDateTime,
  formatSpan,
  formatTime,
  momentOf,
  parseDay,
  todayIso,
  toMoment,
} from './dates';

describe('dates', () => {
  it('writes days as YYYY-MM-DD, a moment as its day here', () => {
    expect(formatDate('2026-11-21')).toBe('2026-11-21');
    expect(formatDate(toMoment('2026-11-21 23:30'))).toBe('2026-11-21');
    expect(formatDate(null)).toBeNull();
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes times on a 24-hour clock', () => {
    const evening = toMoment('2026-11-23 19:37');
    expect(formatTime(evening)).toBe('19:37');
    expect(formatDateTime(evening)).toBe('2026-11-23 19:37');
    expect(formatDateTime(undefined)).toBeNull();
    expect(formatSpan(toMoment('2026-11-23 06:11'), null)).toBe('06:11–—');
    expect(formatSpan(null, null)).toBe('—');
  });

  it('reads only a real YYYY-MM-DD day', () => {
    expect(parseDay(' 2026-02-28 ')).toBe('2026-02-28');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('28.02.2026')).toBeNull();
    expect(parseDay('02/28/2026')).toBeNull();
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('puts a period in order, today for a missing end', () => {
    expect(dayRange('2026-11-30', '2026-11-01')).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(dayRange(undefined, undefined, '2026-11-21')).toEqual({
      start: '2026-11-21',
      end: '2026-11-21',
    });
  });

  it('writes a picked day and time with the browser’s offset', () => {
    expect(momentOf('2026-11-21', '09:30')).toMatch(/^2026-11-21T09:30:00[+-]\d{2}:\d{2}$/);
    expect(toMoment('2026-11-21 09:30:00')).toBe(momentOf('2026-11-21', '09:30'));
  });
});
