import { queryOptions } from '@tanstack/react-query';
import { resourceKeys } from '#src/api/resource-keys';
import * as services from '#src/api/services';
import { type EndpointRoute, listRouteOf, pathOf } from '#src/contracts/endpoints';
import { BULK_PAGE_SIZE, MAX_PAGE_SIZE, type Paginated } from '#src/contracts/list';
import type { AnyResource, ResourceDefinition, ResourceRow } from './resource-definition';

const clientOf = (resource: AnyResource) => services.clientOf(resource.service);
const withId = (route: EndpointRoute, id: number) => pathOf(route).replace('{id}', String(id));

/** Filters, search and sort of a list call, without the page. */
export type ListParams = Record<string, unknown>;

/** One call of the list path: POST with a body, GET with a query string. */
export function listPage<Row extends ResourceRow>(
  resource: ResourceDefinition<Row>,
  params: ListParams & { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<Paginated<Row>> {
  const route = listRouteOf(resource.endpoints);
  const path = pathOf(route);
  const client = clientOf(resource);
  if (route.startsWith('GET ')) {
    const query = Object.fromEntries(
      Object.entries(params).filter(([, value]) => value !== undefined),
    ) as Record<string, string | number>;
    return client.get(path, { query, signal });
  }
  return client.post(path, params, { signal });
}

// Calls in flight at once when a range needs several pages.
const PARALLEL_PAGES = 6;

/**
 * `limit` rows from `offset`. Up to the contract's largest page it is one call; past it (the
 * 10,000-row view, the export) pages of 100 are fetched until the range or the total is reached.
 * Any failed page fails the whole range: a list is empty on failure, never partial.
 */
export async function listRange<Row extends ResourceRow>(
  resource: ResourceDefinition<Row>,
  params: ListParams,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<Paginated<Row>> {
  if (limit <= MAX_PAGE_SIZE) return listPage(resource, { ...params, limit, offset }, signal);
  const first = await listPage(resource, { ...params, limit: BULK_PAGE_SIZE, offset }, signal);
  const end = Math.min(offset + limit, first.total);
  const offsets: number[] = [];
  for (let next = offset + BULK_PAGE_SIZE; next < end; next += BULK_PAGE_SIZE) offsets.push(next);
  const items = [...first.items];
  for (let start = 0; start < offsets.length; start += PARALLEL_PAGES) {
    const batch = offsets
      .slice(start, start + PARALLEL_PAGES)
      .map((pageOffset) =>
        listPage(
          resource,
          { ...params, limit: Math.min(BULK_PAGE_SIZE, end - pageOffset), offset: pageOffset },
          signal,
        ),
      );
    for (const page of await Promise.all(batch)) items.push(...page.items);
  }
  return { items, total: first.total, limit, offset };
}

export function listQueryOptions<Row extends ResourceRow>(
  resource: ResourceDefinition<Row>,
  params: ListParams & { limit: number; offset: number },
) {
  const { limit, offset, ...filters } = params;
  return queryOptions({
    queryKey: resourceKeys(resource).list(params),
    queryFn: ({ signal }) => listRange(resource, filters, offset, limit, signal),
  });
}

export function detailQueryOptions<Row extends ResourceRow>(
  resource: ResourceDefinition<Row>,
  id: number,
) {
  return queryOptions({
    queryKey: resourceKeys(resource).detail(id),
    queryFn: ({ signal }) => {
      if (!resource.paths.get) throw new Error(`${resource.name}: no get path`);
      return clientOf(resource).get<Row>(withId(resource.paths.get, id), { signal });
    },
  });
}

export function createRow<Row extends ResourceRow>(
  resource: ResourceDefinition<Row>,
  body: object,
) {
  if (!resource.paths.create) throw new Error(`${resource.name}: no create path`);
  return clientOf(resource).post<Row>(pathOf(resource.paths.create), body);
}

export function patchRow<Row extends ResourceRow>(
  resource: ResourceDefinition<Row>,
  id: number,
  body: object,
) {
  if (!resource.paths.patch) throw new Error(`${resource.name}: no patch path`);
  return clientOf(resource).patch<Row>(withId(resource.paths.patch, id), body);
}

export function deleteRow(resource: AnyResource, id: number) {
  if (!resource.paths.delete) throw new Error(`${resource.name}: no delete path`);
  return clientOf(resource).delete<unknown>(withId(resource.paths.delete, id));
}
