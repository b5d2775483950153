import { describe, expect, it } from 'vitest';
import { weekOf } from './schedule-period';
import { scheduleFilterOf, scheduleSearch } from './schedule-search';

describe('schedule search', () => {
  it('asks for the current week, first page of executors, without a period in the address', () => {
    const week = weekOf();
    expect(scheduleFilterOf({})).toEqual({
      date_from: week.from,
      date_to: week.to,
      limit: 20,
      offset: 0,
    });
  });

  it('carries the period, filters, page and selected projects', () => {
    const search = scheduleSearch.validateSearch({
      date_from: '2026-11-16',
      date_to: '2026-11-29',
      user_ids: '12,15',
      city_ids: 3,
      statuses: 'planned,flying',
      page: 2,
    });
    expect(scheduleFilterOf(search, [4])).toEqual({
      date_from: '2026-11-16',
      date_to: '2026-11-29',
      user_ids: [12, 15],
      city_ids: [3],
      statuses: ['planned'],
      limit: 20,
      offset: 20,
      project_ids: [4],
    });
  });

  it('replaces a reversed period with the week of its start', () => {
    const filter = scheduleFilterOf(
      scheduleSearch.validateSearch({ date_from: '2026-11-20', date_to: '2026-11-10' }),
    );
    expect(filter).toMatchObject({ date_from: '2026-11-16', date_to: '2026-11-22' });
  });
});
