import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { exportAddresses } from '#src/contracts/exports-addresses';

// The exports' reads, which route loaders start: no value import of contracts/exports.ts (the
// schema library) here, as this module may be in the start chunk.

/** How often an export that is being written is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

/** Query keys of the exports; a started, cancelled or finished export invalidates `all`. */
export const exportKeys = {
  all: ['exports'] as const,
  list: (filter: object) => [...exportKeys.all, 'list', filter] as const,
  detail: (id: number) => [...exportKeys.all, 'detail', id] as const,
  kinds: ['export-kinds', 'list'] as const,
  /** A project's imports of routes, as the report by import offers them. */
  routeImports: (projectId: number) => ['export-kinds', 'route-imports', projectId] as const,
};

/** GET {export}/api/v1/exports/kinds/ — the catalogue changes with a release only. */
export const exportKindsQueryOptions = () =>
  queryOptions({
    queryKey: exportKeys.kinds,
    queryFn: ({ signal }) => callApi(exportAddresses.listKinds, { signal }),
    select: (reply) => reply.items,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET {export}/api/v1/exports/{id}/ — asked again while it is being written. */
export const exportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exportKeys.detail(id),
    queryFn: ({ signal }) => callApi(exportAddresses.getExport, { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'new' ? EXPORT_POLL_MS : false),
  });
