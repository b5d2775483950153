import { describe, expect, it } from 'vitest';
import { importFilterOf, importJournalSearch } from './import-journal-search';

describe('the import journal filters in the address', () => {
  it('reads the filters and drops what is not a project, kind, status or day', () => {
    const search = importJournalSearch.validateSearch({
      project_ids: '3,x,3,5',
      kinds: 'PROJECT_OUTLETS,NOPE',
      statuses: 'completed,lost',
      date_from: '2026-12-01',
      date_to: '2026-02-30',
      page: 2,
    });
    expect(importFilterOf(search)).toEqual({
      project_ids: [3, 5],
      kinds: ['PROJECT_OUTLETS'],
      statuses: ['completed'],
      date_from: '2026-12-01',
      limit: 20,
      offset: 20,
    });
  });

  it('writes them back short: one id bare, lists comma-separated, defaults left out', () => {
    const values = { project_ids: [3], kinds: ['USERS' as const, 'PRODUCTS' as const], page: 1 };
    expect(importJournalSearch.encode(values)).toEqual({ project_ids: 3, kinds: 'USERS,PRODUCTS' });
  });

  it("falls back to the side menu's projects only when the address names none", () => {
    expect(importFilterOf({}, [7, 8]).project_ids).toEqual([7, 8]);
    expect(importFilterOf({ project_ids: 3 }, [7, 8]).project_ids).toEqual([3]);
    expect(importFilterOf({}).project_ids).toBeUndefined();
  });
});
