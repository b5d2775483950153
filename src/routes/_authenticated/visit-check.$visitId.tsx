import { createFileRoute } from '@tanstack/react-router';
import { requireRight } from '#src/access/route-guards';
import { CheckVisitPage } from '#src/features/checker/check/check-visit-page';
import { checkerTitle } from '#src/features/checker/check-labels';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/visit-check/$visitId')({
  params: idParam('visitId'),
  // Spec section 2: checkers, head checkers and administrators; others go to /sfa.
  beforeLoad: requireRight('checker_screen'),
  staticData: { title: checkerTitle },
  component: function VisitCheckDetailsRoute() {
    const { visitId } = Route.useParams();
    return <CheckVisitPage visitId={Number(visitId)} />;
  },
});
