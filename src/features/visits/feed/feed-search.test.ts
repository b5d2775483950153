import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeFilterCount, feedFilterOf, feedSearch } from './feed-search';

const rights = { managers: true, restored: true };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe('visit feed address', () => {
  it('fills the defaults of spec section 9 into an empty address: today, completed, visit', () => {
    expect(feedSearch.validateSearch({})).toMatchObject({
      date_from: '2026-11-21',
      date_to: '2026-11-21',
      statuses: 'completed',
      visit_type: 'visit',
    });
    expect(feedFilterOf({}, [], rights)).toEqual({
      date_range: { start: '2026-11-21', end: '2026-11-21' },
      visit_type: 'visit',
      statuses: ['completed'],
    });
    expect(activeFilterCount(feedSearch.decode({}))).toBe(0);
  });

  it('keeps every status as `all`, so that clearing the statuses is not the default again', () => {
    const search = feedSearch.encode({ ...feedSearch.decode({}), statuses: [] });
    expect(search.statuses).toBe('all');
    expect(feedFilterOf(search, [], rights).statuses).toEqual([]);
    expect(feedSearch.decode({ statuses: 'new,bogus,in_progress' }).statuses).toEqual([
      'new',
      'in_progress',
    ]);
  });

  it('reads visit numbers separated by a vertical bar, tidied', () => {
    expect(feedSearch.decode({ number: ' 12 || 15 |' }).number).toBe('12|15');
    expect(feedSearch.decode({ number: 1043 }).number).toBe('1043');
    expect(feedSearch.decode({ number: ' | ' }).number).toBeUndefined();
  });

  it('turns the address into the feed call, in the selected projects', () => {
    const search = feedSearch.validateSearch({
      date_from: '2026-11-01',
      date_to: '2026-11-07',
      city_id: '4,9',
      user_ids: 7,
      external_code: ' RT-1 ',
      statuses: 'new,completed',
      visit_type: 'audit',
      manager_ids: 3,
      is_restored: true,
    });
    expect(feedFilterOf(search, [2, 5], rights)).toEqual({
      project_ids: [2, 5],
      date_range: { start: '2026-11-01', end: '2026-11-07' },
      city_id: [4, 9],
      user_ids: [7],
      external_code: 'RT-1',
      statuses: ['new', 'completed'],
      visit_type: 'audit',
      manager_ids: [3],
      is_restored: true,
    });
    expect(activeFilterCount(feedSearch.decode(search))).toBe(8);
  });

  it('leaves out managers and the restored sign without their rights', () => {
    const search = feedSearch.validateSearch({ manager_ids: 3, is_restored: false });
    const filter = feedFilterOf(search, [], { managers: false, restored: false });
    expect(filter.manager_ids).toBeUndefined();
    expect(filter.is_restored).toBeUndefined();
  });

  it('drops an invalid day or type for the defaults, and orders a reversed period', () => {
    const search = feedSearch.validateSearch({
      date_from: '2026-02-30',
      date_to: '2026-11-01',
      visit_type: 'party',
    });
    expect(search.visit_type).toBe('visit');
    expect(feedFilterOf(search, [], rights).date_range).toEqual({
      start: '2026-11-01',
      end: '2026-11-21',
    });
  });
});
