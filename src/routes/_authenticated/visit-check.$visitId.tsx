import { createFileRoute } from '@tanstack/react-router';
import { requireRight } from '#src/access/route-guards';
import { prefetchVisitCheck } from '#src/features/checker/api/prefetch-visit-check';
import { CheckVisitPage, type CheckVisitView } from '#src/features/checker/check/check-visit-page';
import { checkerTitle } from '#src/features/checker/check-labels';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/visit-check/$visitId')({
  params: idParam('visitId'),
  // Spec section 2: checkers, head checkers and administrators; others go to /sfa.
  beforeLoad: requireRight('checker_screen'),
  // On a narrow screen the check list is a tab of its own: `?view=check` opens it.
  validateSearch: (search: Record<string, unknown>): { view?: 'check' } =>
    search.view === 'check' ? { view: 'check' } : {},
  staticData: { title: checkerTitle },
  // Everything the check needs, whichever tab is on screen: the other tab's reads would wait
  // until it is opened, and offline that is too late.
  loader: ({ context: { queryClient }, params, preload }) =>
    prefetchVisitCheck(queryClient, Number(params.visitId), { photos: !preload }),
  component: function VisitCheckDetailsRoute() {
    const { visitId } = Route.useParams();
    const { view } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onView = (next: CheckVisitView) =>
      void navigate({ search: next === 'check' ? { view: 'check' } : {}, replace: true });
    return <CheckVisitPage visitId={Number(visitId)} view={view ?? 'visit'} onView={onView} />;
  },
});
