import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { photoArchiveSummaryQueryOptions } from '#src/features/visits/downloads/photo-archive-api';
import { PhotoDownloadPage } from '#src/features/visits/downloads/photo-download-page';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/get_photos_by_visit_id/$visitId')({
  params: idParam('visitId'),
  beforeLoad: requirePermission('feeds'),
  staticData: { title: screenTitles.downloadPhotos },
  loader: ({ context, params }) => {
    const target = { kind: 'visit', visitId: Number(params.visitId) } as const;
    void context.queryClient.prefetchQuery(photoArchiveSummaryQueryOptions(target));
  },
  component: function VisitPhotosRoute() {
    const { visitId } = Route.useParams();
    return <PhotoDownloadPage target={{ kind: 'visit', visitId: Number(visitId) }} />;
  },
});
