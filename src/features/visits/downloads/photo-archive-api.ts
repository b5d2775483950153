import { queryOptions } from '@tanstack/react-query';
import { filesApi } from '#src/api/services';
import type { PhotoArchiveSummary } from '#src/contracts/files';
import { photoArchiveKeys } from '../query-keys';

/** Whose photos: a whole visit, or one question result of it. */
export type ArchiveTarget =
  | { kind: 'visit'; visitId: number }
  | { kind: 'question_result'; questionResultId: number };

const archivePath = (target: ArchiveTarget) =>
  target.kind === 'visit'
    ? `/api/v1/photo_archives/visits/${target.visitId}/`
    : `/api/v1/photo_archives/question_results/${target.questionResultId}/`;

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
      filesApi.get<PhotoArchiveSummary>(`${archivePath(target)}summary/`, { signal }),
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
  return filesApi.get<Blob>(archivePath(target), {
    responseType: 'blob',
    timeout: ARCHIVE_TIMEOUT_MS,
    signal,
    onDownloadProgress: onProgress,
  });
}
