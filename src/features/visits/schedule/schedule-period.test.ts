import { describe, expect, it } from 'vitest';
import { daysOf, periodOf, shiftPeriod, weekOf } from './schedule-period';

describe('schedule period', () => {
  it('takes Monday to Sunday as the week of a day', () => {
    expect(weekOf('2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekOf('2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(weekOf('2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('falls back to a week and cuts a period longer than six weeks', () => {
    expect(periodOf(undefined, undefined)).toEqual(weekOf());
    expect(periodOf('2026-11-18', undefined)).toEqual(weekOf('2026-11-18'));
    expect(periodOf('2026-11-01', '2027-03-01')).toEqual({ from: '2026-11-01', to: '2026-12-12' });
  });

  it('lists the days and moves by the period’s length', () => {
    expect(daysOf({ from: '2026-11-30', to: '2026-12-02' })).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(shiftPeriod({ from: '2026-11-16', to: '2026-11-22' }, 1)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(shiftPeriod({ from: '2026-11-01', to: '2026-11-03' }, -1)).toEqual({
      from: '2026-10-29',
      to: '2026-10-31',
    });
  });
});
