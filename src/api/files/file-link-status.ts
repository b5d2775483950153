import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type FILE_LINK_STATUSES, fileCalls } from '#src/contracts/files';
import { fileKeys } from '#src/lib/file-keys';
import { callApi } from '../call-api';

type FileLinkStatus = (typeof FILE_LINK_STATUSES)[number];
/** Each link's last known status; a link no check reached yet is 'processing'. */
export type FileLinkStatuses = Record<number, FileLinkStatus>;

/** Spec section 9: the link re-check runs at 0, 1, 2 and 3.5 s after the upload. */
const FILE_LINK_RECHECK_MS = [0, 1000, 2000, 3500] as const;

/** POST {files}/api/v1/file_links/status/ */
async function getFileLinkStatuses(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<FileLinkStatuses> {
  const reply = await callApi(fileCalls.fileLinkStatus, { body: { ids: [...ids] }, signal });
  return Object.fromEntries(reply.items.map((item) => [item.id, item.status]));
}

export interface RecheckDeps {
  signal?: AbortSignal;
  check?: typeof getFileLinkStatuses;
  /** Resolves after `ms`; rejects when the signal aborts. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

/**
 * Re-checks the links of a just finished upload on the schedule of spec section 9, asking only
 * about the links not yet ready, and stops early once all are. A link still 'not_found' is asked
 * about again: an object store may show a file a moment after the upload answered. A check that
 * fails (the network dropped) is skipped, not fatal: the next one may get through.
 */
export async function recheckFileLinks(
  ids: readonly number[],
  deps: RecheckDeps = {},
): Promise<FileLinkStatuses> {
  const { signal, check = getFileLinkStatuses, wait = delay, now = Date.now } = deps;
  const statuses: FileLinkStatuses = Object.fromEntries(ids.map((id) => [id, 'processing']));
  const started = now();
  for (const at of FILE_LINK_RECHECK_MS) {
    const waiting = ids.filter((id) => statuses[id] !== 'ready');
    if (waiting.length === 0) break;
    const due = started + at - now();
    if (due > 0) await wait(due, signal);
    try {
      Object.assign(statuses, await check(waiting, signal));
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return statuses;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The re-check of one upload's links as a query, so that what shows the upload as processing and
 * what started the re-check share one run. Never persisted (offline/query-persistence.ts): it
 * describes a moment.
 */
export function fileLinkRecheckQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: fileKeys.linkStatus(ids),
    queryFn: ({ signal }) => recheckFileLinks(ids, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: ids.length > 0,
  });
}

/**
 * After an upload: re-checks its links, then refetches `refresh` (what shows the files) once they
 * are ready, so the files show as the service has them. Never rejects: the upload itself
 * succeeded, and a re-check that could not finish changes nothing about it.
 */
export async function recheckUploadedLinks(
  queryClient: QueryClient,
  ids: readonly number[],
  refresh: QueryKey,
): Promise<FileLinkStatuses | undefined> {
  if (ids.length === 0) return undefined;
  try {
    const statuses = await queryClient.fetchQuery(fileLinkRecheckQueryOptions(ids));
    if (Object.values(statuses).some((status) => status === 'ready')) {
      await queryClient.invalidateQueries({ queryKey: refresh });
    }
    return statuses;
  } catch {
    return undefined;
  }
}
