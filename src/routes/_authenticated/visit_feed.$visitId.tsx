import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '#src/access/route-guards';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import { screenTitles } from '#src/components/layout/screen-titles';
import { VisitDetailsPage } from '#src/features/visits/details/visit-details-page';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/visit_feed/$visitId')({
  params: idParam('visitId'),
  beforeLoad: requirePermission('feeds'),
  staticData: { title: screenTitles.visit },
  // Started, not awaited: the page shows its own loading and failure states.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(visitQueryOptions(Number(params.visitId)));
  },
  component: function VisitDetailsRoute() {
    const { visitId } = Route.useParams();
    return <VisitDetailsPage visitId={Number(visitId)} />;
  },
});
