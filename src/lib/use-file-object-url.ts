import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { filesApi } from '#src/api/services';
import { type FileSize, fileKeys } from './file-keys';

export type { FileSize } from './file-keys';

/** A stored file's bytes; files are immutable, so a fetched one never goes stale. */
export const fileBlobQueryOptions = (fileId: number, size?: FileSize) =>
  queryOptions({
    queryKey: fileKeys.content(fileId, size),
    queryFn: ({ signal }) =>
      filesApi.get<Blob>(`/api/v1/files/${fileId}/content/`, {
        signal,
        responseType: 'blob',
        query: size ? { size } : undefined,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * An object URL for a stored file, for `<img src>`: the content call needs the bearer token,
 * which an image element cannot send. Revoked when the component lets go of it.
 */
export function useFileObjectUrl(
  fileId: number | null | undefined,
  size?: FileSize,
): string | undefined {
  const query = useQuery({ ...fileBlobQueryOptions(fileId ?? 0, size), enabled: Boolean(fileId) });
  const url = useMemo(
    () => (query.data ? URL.createObjectURL(query.data) : undefined),
    [query.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
