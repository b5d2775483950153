import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createListSearch } from './list-search';
import { booleanCodec, idsCodec } from './search-codec';
import { useListSearch } from './use-list-search';

const list = createListSearch({ city_ids: idsCodec, is_active: booleanCodec });
type Search = Parameters<typeof list.decode>[0];

afterEach(cleanup);

describe('useListSearch', () => {
  it('keeps a filter set before the router has shown the previous one', () => {
    const written: Search[] = [];
    const { result } = renderHook(() =>
      useListSearch(list, {}, (search) => {
        written.push(search);
      }),
    );
    // Two changes from the same render: the address has not come back between them.
    result.current.setFilters({ city_ids: [4] });
    result.current.setFilters({ is_active: true });
    expect(written.at(-1)).toEqual(list.encode({ city_ids: [4], is_active: true }));
  });

  it('builds on the address the router shows once it changes (Back, a link)', () => {
    const written: Search[] = [];
    const { result, rerender } = renderHook(
      ({ search }: { search: Search }) => useListSearch(list, search, (s) => written.push(s)),
      { initialProps: { search: {} as Search } },
    );
    result.current.setFilters({ city_ids: [4] });
    rerender({ search: list.encode({ is_active: false }) });
    result.current.setFilters({ city_ids: [7] });
    expect(written.at(-1)).toEqual(list.encode({ is_active: false, city_ids: [7] }));
  });
});
