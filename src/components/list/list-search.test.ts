import { describe, expect, it } from 'vitest';
import { createListSearch, listRequestOf, pageCount, pageRange } from './list-search';
import { booleanCodec, idsCodec } from './search-codec';

const list = createListSearch({ city_ids: idsCodec, is_active: booleanCodec });

describe('list search', () => {
  it('adds page and page size to the filters', () => {
    expect(list.decode({ city_ids: '1,2', page: 3, limit: 50 })).toEqual({
      city_ids: [1, 2],
      page: 3,
      limit: 50,
    });
    // A size the list does not offer, or the default, is left out.
    expect(list.validateSearch({ limit: 37, page: 1 })).toMatchObject({
      limit: undefined,
      page: undefined,
    });
    expect(list.encode({ limit: 20 })).toEqual({});
    expect(list.filterKeys).toEqual(['city_ids', 'is_active']);
  });

  it('turns the page into limit and offset', () => {
    expect(pageRange({})).toEqual({ limit: 20, offset: 0 });
    expect(pageRange({ page: 3, limit: 50 })).toEqual({ limit: 50, offset: 100 });
    expect(listRequestOf(list, list.decode({ city_ids: 4, is_active: false, page: 2 }))).toEqual({
      city_ids: [4],
      is_active: false,
      limit: 20,
      offset: 20,
    });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
