import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { ImportListRequest } from '#src/contracts/imports';
import {
  FINISHED_IMPORT_STATUSES,
  type ImportStatus,
  importAddresses,
} from '#src/contracts/imports-addresses';
import { importKeys } from './query-keys';

// The journal's reads, which its route loaders start: no value import of contracts/imports.ts
// (the schema library) here, as this module is in the start chunk.

/** How often a running import is asked for its progress. */
const POLL_MS = 2000;

export const isRunning = (status: ImportStatus) => !FINISHED_IMPORT_STATUSES.includes(status);

/** GET {import}/api/v1/imports/kinds/ — the catalogue changes with a release only. */
export const importKindsQueryOptions = () =>
  queryOptions({
    queryKey: importKeys.kinds,
    queryFn: ({ signal }) => callApi(importAddresses.listKinds, { signal }),
    select: (reply) => reply.items,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST {import}/api/v1/imports/list/ — asked again while a row of the page is still running. */
export const importsQueryOptions = (filter: ImportListRequest) =>
  queryOptions({
    queryKey: importKeys.list(filter),
    queryFn: ({ signal }) => callApi(importAddresses.listImports, { body: filter, signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isRunning(item.status)) ? POLL_MS : false,
  });

/** GET {import}/api/v1/imports/{id}/ — asked again until it has finished. */
export const importQueryOptions = (id: number) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => callApi(importAddresses.getImport, { params: { id }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isRunning(status) ? POLL_MS : false;
    },
  });
