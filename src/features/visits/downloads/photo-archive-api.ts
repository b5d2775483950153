import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { fileAddresses } from '#src/contracts/files-addresses';
import { photoArchiveKeys } from '../query-keys';

/** Whose photos: a whole visit, or one question result of it. */
export type ArchiveTarget =
  | { kind: 'visit'; visitId: number }
  | { kind: 'question_result'; questionResultId: number };

/**
 * An archive of a large visit streams for longer than the usual 20 s, at whatever speed the
 * connection has: the time-out only has to catch a dead connection.
 */
const ARCHIVE_TIMEOUT_MS = 15 * 60_000;

/** GET {files}/api/v1/photo_archives/…/summary/ — file name, photo count and size. */
export function photoArchiveSummaryQueryOptions(target: ArchiveTarget) {
  return queryOptions({
    queryKey: photoArchiveKeys.summary(target),
    queryFn: ({ signal }) =>
      target.kind === 'visit'
        ? callApi(fileAddresses.visitPhotoArchiveSummary, {
            params: { visit_id: target.visitId },
            signal,
          })
        : callApi(fileAddresses.questionPhotoArchiveSummary, {
            params: { question_result_id: target.questionResultId },
            signal,
          }),
    // Photos come and go: ask again on every visit to the page. The route's loader asked a
    // moment before the page mounts; that answer is this visit's, not one to ask again.
    staleTime: 5_000,
  });
}

/** GET {files}/api/v1/photo_archives/…/ — the ZIP itself. */
export function downloadPhotoArchive(
  target: ArchiveTarget,
  signal?: AbortSignal,
  onProgress?: (received: number, total: number | null) => void,
): Promise<Blob> {
  const options = { timeout: ARCHIVE_TIMEOUT_MS, signal, onDownloadProgress: onProgress };
  return target.kind === 'visit'
    ? callApi(fileAddresses.visitPhotoArchive, { params: { visit_id: target.visitId }, ...options })
    : callApi(fileAddresses.questionPhotoArchive, {
        params: { question_result_id: target.questionResultId },
        ...options,
      });
}
