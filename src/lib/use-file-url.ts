import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { callApi } from '#src/api/call-api';
import { fileCalls } from '#src/contracts/files';
import { inTurn } from '#src/startup/one-per-task';
import { type FileSize, fileKeys } from './file-keys';

export type { FileSize } from './file-keys';

/** The `data:` URL of a blob, read without blocking the page. */
export function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * A stored file's content; files are immutable, so a fetched one never goes stale. A resized
 * preview comes as a `data:` URL, a file as stored as its Blob (see `useFileUrl`).
 */
const fileContentQueryOptions = (fileId: number, size?: FileSize) =>
  queryOptions({
    queryKey: fileKeys.content(fileId, size),
    queryFn: async ({ signal }): Promise<Blob | string> => {
      const blob = await callApi(fileCalls.fileContent, {
        params: { id: fileId },
        query: size ? { size } : {},
        signal,
      });
      return size ? dataUrlOf(blob) : blob;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Starts fetching files that a screen holds but has not shown yet, e.g. the photos in a tab that
 * is not open: its images would load only once it is opened, and offline that is too late. One
 * file a task, as a list's previews start (see inTurn). A fetched photo is then kept by the service
 * worker for offline (sw/photo-cache.ts) and shows as soon as its screen asks for it.
 */
export function prefetchFileUrls(
  queryClient: QueryClient,
  fileIds: readonly number[],
  size?: FileSize,
): void {
  for (const fileId of new Set(fileIds)) {
    inTurn(() => void queryClient.prefetchQuery(fileContentQueryOptions(fileId, size)));
  }
}

/**
 * A URL for a stored file, for `<img src>` or a link: the content call needs the bearer token,
 * which an image element cannot send.
 *
 * A preview (a list's thumbnails, a card's picture) is a `data:` URL kept in the query cache:
 * `URL.createObjectURL` is a synchronous call to the browser process, which a busy tablet's page
 * waits for, once per row and again whenever a scrolled-away row comes back; a `data:` URL is read
 * off the page's thread, once per file. A file as stored (a full photo, a PDF to open in a tab,
 * which a `data:` URL cannot be) stays an object URL, revoked when the component lets go of it.
 */
export function useFileUrl(fileId: number | null | undefined, size?: FileSize): string | undefined {
  const options = fileContentQueryOptions(fileId ?? 0, size);
  const queryClient = useQueryClient();
  // A list's previews start one a task (see inTurn); one already fetched shows at once. Read on
  // mount only: a row renders again and again, its turn is asked for once.
  const [turn, setTurn] = useState(
    () => !size || queryClient.getQueryData(options.queryKey) !== undefined,
  );
  useEffect(() => (turn ? undefined : inTurn(() => setTurn(true))), [turn]);
  const { data } = useQuery({ ...options, enabled: Boolean(fileId) && turn });
  const objectUrl = useMemo(
    () => (data instanceof Blob ? URL.createObjectURL(data) : undefined),
    [data],
  );
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return typeof data === 'string' ? data : objectUrl;
}
