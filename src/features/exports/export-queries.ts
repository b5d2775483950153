import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { EXPORT_POLL_MS, exportKeys } from '#src/components/crud/export-queries';
import type { ExportListRequest } from '#src/contracts/exports-addresses';
import { exportAddresses } from '#src/contracts/exports-addresses';
import { importAddresses } from '#src/contracts/imports-addresses';

// Read by the report and journal routes' loaders: no value import of contracts/exports.ts.

/** POST {export}/api/v1/exports/list/ — asked again while a row of the page is being written. */
export const exportsQueryOptions = (filter: ExportListRequest) =>
  queryOptions({
    queryKey: exportKeys.list(filter),
    queryFn: ({ signal }) => callApi(exportAddresses.listExports, { body: filter, signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'new') ? EXPORT_POLL_MS : false,
  });

/** The project's imports of routes, newest first: what the visit report by import reads. */
export const reportImportsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: exportKeys.routeImports(projectId),
    queryFn: ({ signal }) =>
      callApi(importAddresses.listImports, {
        body: {
          project_ids: [projectId],
          kinds: ['ROUTES', 'ROUTES_V2'],
          dry_run: false,
          limit: 100,
          offset: 0,
        },
        signal,
      }),
    staleTime: 60_000,
  });
