import type { QueryClient } from '@tanstack/react-query';
import { prefetchFileUrls } from '#src/lib/use-file-url';
import { CHECK_PHOTO_SIZE } from './get-check-list';

export { prefetchVisitPhotos } from '#src/components/visit-details/prefetch-visit-photos';

/** Starts fetching the photos of a visit's earlier checks, at the size the check page shows. */
export function prefetchCheckPhotos(
  queryClient: QueryClient,
  links: readonly { file_id: number }[],
): void {
  prefetchFileUrls(
    queryClient,
    links.map((link) => link.file_id),
    CHECK_PHOTO_SIZE,
  );
}
