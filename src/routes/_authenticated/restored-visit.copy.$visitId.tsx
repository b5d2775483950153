import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '#src/access/route-guards';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import { screenTitles } from '#src/components/layout/screen-titles';
import { RestoredCopyPage } from '#src/features/visits/restored/restored-copy-page';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/restored-visit/copy/$visitId')({
  params: idParam('visitId'),
  beforeLoad: requirePermission('feeds', 'create'),
  staticData: { title: screenTitles.restoredVisitCopy },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(visitQueryOptions(Number(params.visitId)));
  },
  component: function RestoredCopyRoute() {
    const { visitId } = Route.useParams();
    return <RestoredCopyPage visitId={Number(visitId)} />;
  },
});
