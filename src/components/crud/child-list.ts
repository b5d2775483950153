import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { resourceKeys } from '#src/api/resource-keys';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { PAGE_SIZES } from '../list/list-search';
import { useListQuery } from '../list/use-list-query';
import { type ListParams, listRange } from './resource-api';
import type { AnyResource, ResourceDefinition, ResourceRow } from './resource-definition';

/** Whose rows a child list holds: a parent row, and the child list's filter naming it. */
export interface ChildListOf<Row extends ResourceRow> {
  parent: AnyResource;
  parentId: number;
  child: ResourceDefinition<Row>;
  /** The child list's filter naming the parent: `{ matrix_id: 5 }`. */
  filter: ListParams;
}

/** A child list's search, sort and page: the child's default sort, one largest page by default. */
export interface ChildListParams extends ListParams {
  sort?: string;
  limit?: number;
  offset?: number;
}

/**
 * The one read of a child list (a matrix's products, a planogram's outlets), keyed under the
 * parent's name (`resourceKeys(parent).children`). Filters without a value (an empty search)
 * are left out, so a tab's loader and its screen build the same key.
 */
export function childListQueryOptions<Row extends ResourceRow>(
  of: ChildListOf<Row>,
  params: ChildListParams = {},
) {
  const { limit = MAX_PAGE_SIZE, offset = 0, sort = of.child.sort, ...rest } = params;
  const filters = Object.fromEntries(
    Object.entries({ ...of.filter, ...rest, sort }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  return queryOptions({
    queryKey: resourceKeys(of.parent).children(of.parentId, of.child.name, {
      ...filters,
      limit,
      offset,
    }),
    queryFn: ({ signal }) => listRange(of.child, filters, offset, limit, signal),
  });
}

/** A child list's rows with their load state (skeleton, empty, failure with a retry). */
export const useChildList = <Row extends ResourceRow>(
  of: ChildListOf<Row>,
  params?: ChildListParams,
) => useListQuery(childListQueryOptions(of, params));

/** The page of a child list, back to the first when `resetOn` (its search, its sort) changes. */
export function useChildPages(resetOn: string, pageSizes: readonly number[] = PAGE_SIZES) {
  const [state, setState] = useState({ key: resetOn, page: 1, limit: pageSizes.at(-1) ?? 100 });
  const page = state.key === resetOn ? state.page : 1;
  return {
    page,
    limit: state.limit,
    offset: (page - 1) * state.limit,
    pageSizes,
    onPage: (next: number) => setState({ ...state, key: resetOn, page: next }),
    onLimit: (limit: number) => setState({ key: resetOn, page: 1, limit }),
  };
}
