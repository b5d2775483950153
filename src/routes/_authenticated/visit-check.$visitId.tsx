import { createFileRoute } from '@tanstack/react-router';
import { requireRight } from '#src/access/route-guards';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import {
  visitCheckListsQueryOptions,
  visitCheckResultsQueryOptions,
} from '#src/features/checker/api/get-check-list';
import { CheckVisitPage } from '#src/features/checker/check/check-visit-page';
import { checkerTitle } from '#src/features/checker/check-labels';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/visit-check/$visitId')({
  params: idParam('visitId'),
  // Spec section 2: checkers, head checkers and administrators; others go to /sfa.
  beforeLoad: requireRight('checker_screen'),
  staticData: { title: checkerTitle },
  loader: ({ context: { queryClient }, params }) => {
    const visitId = Number(params.visitId);
    void queryClient.prefetchQuery(visitQueryOptions(visitId));
    void queryClient.prefetchQuery(visitCheckListsQueryOptions(visitId));
    void queryClient.prefetchQuery(visitCheckResultsQueryOptions(visitId));
  },
  component: function VisitCheckDetailsRoute() {
    const { visitId } = Route.useParams();
    return <CheckVisitPage visitId={Number(visitId)} />;
  },
});
