import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { PhotoDownloadPage } from '#src/features/visits/downloads/photo-download-page';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/get_photos_by_visit_id/$visitId')({
  params: idParam('visitId'),
  beforeLoad: requirePermission('feeds'),
  staticData: { title: screenTitles.downloadPhotos },
  component: function VisitPhotosRoute() {
    const { visitId } = Route.useParams();
    return <PhotoDownloadPage target={{ kind: 'visit', visitId: Number(visitId) }} />;
  },
});
