import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ensurePermissions, requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { feedQueryOptions } from '#src/features/visits/api/list-feeds';
import { FeedPage } from '#src/features/visits/feed/feed-page';
import { type FeedSearch, feedFilterOf, feedSearch } from '#src/features/visits/feed/feed-search';

export const Route = createFileRoute('/_authenticated/visit-feed')({
  validateSearch: feedSearch.validateSearch,
  // Links and navigations to the feed carry the defaults in the address (today, completed,
  // visit), so the address always says what the list shows.
  search: { middlewares: [({ search, next }) => feedSearch.validateSearch(next(search))] },
  beforeLoad: requirePermission('feeds'),
  staticData: { title: screenTitles.feed },
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its own load states (skeletons, failure message).
  loader: async ({ context, deps }) => {
    const { rights } = await ensurePermissions(context);
    const filter = feedFilterOf(deps, context.projectIds ?? [], {
      managers: rights.manager_visibility,
      restored: rights.restored_sign,
    });
    void context.queryClient.prefetchInfiniteQuery(feedQueryOptions(filter));
  },
  component: function VisitFeedRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: FeedSearch) => navigate({ to: '.', search }),
      [navigate],
    );
    return <FeedPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
