import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { requireRight } from '#src/access/route-guards';
import {
  checkOutletsQueryOptions,
  checkVisitsQueryOptions,
} from '#src/features/checker/api/list-check-visits';
import { checkerTitle } from '#src/features/checker/check-labels';
import { CheckVisitsPage } from '#src/features/checker/list/check-visits-page';
import {
  type CheckVisitsSearch,
  checkVisitsRequestOf,
  checkVisitsSearch,
} from '#src/features/checker/list/check-visits-search';

export const Route = createFileRoute('/_authenticated/visit-check/')({
  validateSearch: checkVisitsSearch.validateSearch,
  // The period (today by default) is written into the address, so a link says what it shows.
  search: { middlewares: [({ search, next }) => checkVisitsSearch.validateSearch(next(search))] },
  // Spec section 2: checkers, head checkers and administrators; others go to /sfa.
  beforeLoad: requireRight('checker_screen'),
  staticData: { title: checkerTitle },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const projectIds = context.projectIds ?? [];
    const { queryClient } = context;
    void queryClient.prefetchQuery(checkVisitsQueryOptions(checkVisitsRequestOf(deps, projectIds)));
    void queryClient.prefetchQuery(checkOutletsQueryOptions(projectIds));
  },
  component: function VisitCheckRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: CheckVisitsSearch) => navigate({ to: '.', search }),
      [navigate],
    );
    return <CheckVisitsPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
