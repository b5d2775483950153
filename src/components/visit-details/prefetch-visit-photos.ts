import type { QueryClient } from '@tanstack/react-query';
import type { VisitDetails } from '#src/contracts/visits';
import { prefetchFileUrls } from '#src/lib/use-file-url';
import { previewSizeOf, storedPhotoSize } from './photo-size';

/**
 * Starts fetching a visit's photos at the size its results grid shows them (the size the user
 * last chose), for a screen where the visit may sit in a tab that is not open.
 */
export function prefetchVisitPhotos(queryClient: QueryClient, visit: VisitDetails): void {
  const fileIds = visit.steps.flatMap((step) =>
    step.questions.flatMap((question) => question.photos.map((photo) => photo.file_id)),
  );
  prefetchFileUrls(queryClient, fileIds, previewSizeOf(storedPhotoSize()));
}
