import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { EXPORT_POLL_MS, exportKeys } from '#src/components/crud/export-queries';
import type { ExportListRequest } from '#src/contracts/exports-addresses';
import { exportAddresses } from '#src/contracts/exports-addresses';

// Read by the report and journal routes' loaders: no value import of contracts/exports.ts.

/** POST {export}/api/v1/exports/list/ — asked again while a row of the page is being written. */
export const exportsQueryOptions = (filter: ExportListRequest) =>
  queryOptions({
    queryKey: exportKeys.list(filter),
    queryFn: ({ signal }) => callApi(exportAddresses.listExports, { body: filter, signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'new') ? EXPORT_POLL_MS : false,
  });
