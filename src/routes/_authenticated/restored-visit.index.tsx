import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { requirePermission, requireRight } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { restoredVisitsQueryOptions } from '#src/features/visits/restored/restored-api';
import { RestoredListPage } from '#src/features/visits/restored/restored-list-page';
import { restoredRequestOf, restoredSearch } from '#src/features/visits/restored/restored-search';

export const Route = createFileRoute('/_authenticated/restored-visit/')({
  validateSearch: restoredSearch.validateSearch,
  // The feed, and the right to see which visits are restored (spec section 6).
  beforeLoad: async (options) => {
    await requirePermission('feeds')(options);
    await requireRight('restored_sign')(options);
  },
  staticData: { title: screenTitles.restoredVisits },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const filter = restoredRequestOf(deps, context.projectIds ?? []);
    void context.queryClient.prefetchQuery(restoredVisitsQueryOptions(filter));
  },
  component: function RestoredVisitsRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ReturnType<typeof Route.useSearch>) => navigate({ to: '.', search }),
      [navigate],
    );
    return <RestoredListPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
