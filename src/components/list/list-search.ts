import {
  type CodecMap,
  createSearchCodec,
  type DecodedSearch,
  type FieldCodec,
  pageCodec,
  type SearchCodec,
} from './search-codec';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/** A page size the list offers; the default is left out of the URL. */
function pageSizeCodec(
  sizes: readonly number[] = PAGE_SIZES,
  fallback = DEFAULT_PAGE_SIZE,
): FieldCodec<number> {
  return {
    decode: (raw) => {
      const value = typeof raw === 'string' ? Number(raw) : raw;
      return typeof value === 'number' && sizes.includes(value) ? value : undefined;
    },
    encode: (size) => (size === fallback ? undefined : size),
  };
}

type PagingCodecs = { page: FieldCodec<number>; limit: FieldCodec<number> };
export type ListCodecs<F extends CodecMap> = F & PagingCodecs;

/** The search of a list screen: its filters plus `page` (1-based) and `limit`. */
export interface ListSearch<F extends CodecMap> extends SearchCodec<ListCodecs<F>> {
  filterKeys: (keyof F & string)[];
  defaultPageSize: number;
  pageSizes: readonly number[];
}

export function createListSearch<F extends CodecMap>(
  filters: F,
  options: { pageSizes?: readonly number[]; defaultPageSize?: number } = {},
): ListSearch<F> {
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const codecs = {
    ...filters,
    page: pageCodec,
    limit: pageSizeCodec(pageSizes, defaultPageSize),
  } as ListCodecs<F>;
  return {
    ...createSearchCodec(codecs),
    filterKeys: Object.keys(filters),
    defaultPageSize,
    pageSizes,
  };
}

/** `limit` and `offset` of the list call (spec section 3, "Paginated list"). */
export function pageRange(
  values: { page?: number; limit?: number },
  defaultPageSize = DEFAULT_PAGE_SIZE,
): { limit: number; offset: number } {
  const limit = values.limit ?? defaultPageSize;
  return { limit, offset: ((values.page ?? 1) - 1) * limit };
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** The filters alone, without page and size: what the list call is asked with. */
export function filtersOf<F extends CodecMap>(
  list: ListSearch<F>,
  values: DecodedSearch<ListCodecs<F>>,
): DecodedSearch<F> {
  const filters: Record<string, unknown> = {};
  for (const key of list.filterKeys) {
    if (values[key] !== undefined) filters[key] = values[key];
  }
  return filters as DecodedSearch<F>;
}

/** The list call's body: the filters plus `limit` and `offset` of the page shown. */
export function listRequestOf<F extends CodecMap>(
  list: ListSearch<F>,
  values: DecodedSearch<ListCodecs<F>>,
): DecodedSearch<F> & { limit: number; offset: number } {
  const paging = values as { page?: number; limit?: number };
  return { ...filtersOf(list, values), ...pageRange(paging, list.defaultPageSize) };
}
