import { createListSearch, type ListSearch, pageRange } from '../list/list-search';
import {
  booleanCodec,
  type CodecMap,
  type FieldCodec,
  idsCodec,
  oneOfListCodec,
  type SearchOf,
  textCodec,
} from '../list/search-codec';
import type { ListParams } from './resource-api';
import { type AnyResource, isProjectScoped } from './resource-definition';

/** Up to 1,000 rows a page is one call; 10,000 is fetched in pages of 100 (resource-api). */
const RESOURCE_PAGE_SIZES = [20, 50, 100, 1000, 10000] as const;

/** `name` or `-name`, among the sort keys the resource's columns offer. */
function sortCodec(keys: readonly string[]): FieldCodec<string> {
  const allowed = new Set(keys.flatMap((key) => [key, `-${key}`]));
  return {
    decode: (raw) => (typeof raw === 'string' && allowed.has(raw) ? raw : undefined),
    encode: (value) => value,
  };
}

/** Codes of another resource's rows (role sys_names): any short word, repeats dropped. */
const codesCodec: FieldCodec<string[]> = {
  decode: (raw) => {
    const items = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [];
    const codes = [
      ...new Set(
        items.filter(
          (item): item is string => typeof item === 'string' && /^[\w.-]{1,100}$/.test(item),
        ),
      ),
    ];
    return codes.length ? codes : undefined;
  },
  encode: (codes) => (codes.length ? codes.join(',') : undefined),
};

export type ResourceSearch = SearchOf<CodecMap>;

const cache = new WeakMap<AnyResource, ListSearch<CodecMap>>();

/** The address of a resource's list: `?search=…&region_ids=3,4&sort=-name&page=2&limit=50`. */
export function resourceListSearch(resource: AnyResource): ListSearch<CodecMap> {
  let list = cache.get(resource);
  if (!list) {
    const codecs: CodecMap = { search: textCodec };
    for (const filter of resource.filters ?? []) {
      codecs[filter.key] =
        filter.kind === 'boolean'
          ? booleanCodec
          : filter.kind === 'choice'
            ? oneOfListCodec(filter.choices.map((choice) => choice.value))
            : filter.kind === 'codes'
              ? codesCodec
              : idsCodec;
    }
    const sortKeys = resource.columns.flatMap((column) => (column.sort ? [column.sort] : []));
    codecs.sort = sortCodec(sortKeys);
    list = createListSearch(codecs, { pageSizes: RESOURCE_PAGE_SIZES });
    cache.set(resource, list);
  }
  return list;
}

/** The list call for what the address says, in the selected projects (none: all of them). */
export function resourceListParams(
  resource: AnyResource,
  search: ResourceSearch,
  projectIds: readonly number[],
): ListParams & { limit: number; offset: number } {
  const list = resourceListSearch(resource);
  const values = list.decode(search);
  const params: ListParams = {};
  for (const key of list.filterKeys) {
    if (values[key] !== undefined) params[key] = values[key];
  }
  params.sort ??= resource.sort;
  // A filter's own choice of projects wins over the selector's.
  if (isProjectScoped(resource) && projectIds.length && params.project_ids === undefined) {
    params.project_ids = [...projectIds];
  }
  const paging = values as { page?: number; limit?: number };
  return { ...params, ...pageRange(paging, list.defaultPageSize) };
}
