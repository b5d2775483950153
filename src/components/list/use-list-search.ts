import { useLayoutEffect, useMemo, useRef } from 'react';
import { filtersOf, type ListCodecs, type ListSearch, pageRange } from './list-search';
import type { CodecMap, DecodedSearch, SearchOf } from './search-codec';

/**
 * A list screen's state read from, and written to, the address: the decoded filters, page and
 * size, and setters that navigate (a history entry each, so Back undoes a filter). Changing a
 * filter or the size goes back to page 1.
 *
 * `search` and `navigate` come from the route (`Route.useSearch()`, and `Route.useNavigate()`
 * wrapped as `(search) => navigate({ to: '.', search })`), which keeps them typed.
 */
export function useListSearch<F extends CodecMap>(
  list: ListSearch<F>,
  search: SearchOf<ListCodecs<F>>,
  navigate: (search: SearchOf<ListCodecs<F>>) => void,
) {
  // The address as last written. A second change before the router has rendered the first (the
  // search box's late commit right after a pick in a filter) builds on it, so neither is lost.
  const written = useRef(search);
  useLayoutEffect(() => {
    written.current = search;
  }, [search]);
  const values = useMemo(() => list.decode(search), [list, search]);
  return useMemo(() => {
    const filters = filtersOf(list, values);
    const paging = values as { page?: number; limit?: number };
    const { limit, offset } = pageRange(paging, list.defaultPageSize);
    const go = (next: DecodedSearch<ListCodecs<F>>) => {
      const encoded = list.encode(next);
      written.current = encoded;
      navigate(encoded);
    };
    const latest = () => {
      const decoded = list.decode(written.current);
      return {
        filters: filtersOf(list, decoded),
        limit: (decoded as { limit?: number }).limit,
      };
    };
    return {
      filters,
      page: paging.page ?? 1,
      limit,
      offset,
      /** Filters set (page and size not counted): the filter panel's badge. */
      activeCount: Object.keys(filters).length,
      /** Merges `patch` into the filters; a key given as undefined is cleared. */
      setFilters: (patch: DecodedSearch<F>) => {
        const current = latest();
        go({ ...current.filters, ...patch, limit: current.limit } as DecodedSearch<ListCodecs<F>>);
      },
      setPage: (page: number) => go({ ...list.decode(written.current), page }),
      setLimit: (size: number) =>
        go({ ...latest().filters, limit: size } as DecodedSearch<ListCodecs<F>>),
      reset: () => go({ limit: latest().limit } as DecodedSearch<ListCodecs<F>>),
    };
  }, [list, values, navigate]);
}
