import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { requireRight } from '#src/access/route-guards';
import { checkerTitle } from '#src/features/checker/check-labels';
import { CheckVisitsPage } from '#src/features/checker/list/check-visits-page';
import {
  type CheckVisitsSearch,
  checkVisitsSearch,
} from '#src/features/checker/list/check-visits-search';

export const Route = createFileRoute('/_authenticated/visit-check/')({
  validateSearch: checkVisitsSearch.validateSearch,
  // The period (today by default) is written into the address, so a link says what it shows.
  search: { middlewares: [({ search, next }) => checkVisitsSearch.validateSearch(next(search))] },
  // Spec section 2: checkers, head checkers and administrators; others go to /sfa.
  beforeLoad: requireRight('checker_screen'),
  staticData: { title: checkerTitle },
  component: function VisitCheckRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: CheckVisitsSearch) => navigate({ to: '.', search }),
      [navigate],
    );
    return <CheckVisitsPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
