import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { requirePermission } from '../../access/route-guards';
import { screenTitles } from '../../features/shell/screen-titles';
import { FeedPage } from '../../features/visits/feed/feed-page';
import { type FeedSearch, feedSearch } from '../../features/visits/feed/feed-search';

export const Route = createFileRoute('/_authenticated/visit-feed')({
  validateSearch: feedSearch.validateSearch,
  // Links and navigations to the feed carry the defaults in the address (today, completed,
  // visit), so the address always says what the list shows.
  search: { middlewares: [({ search, next }) => feedSearch.validateSearch(next(search))] },
  beforeLoad: requirePermission('feeds'),
  staticData: { title: screenTitles.feed },
  component: function VisitFeedRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: FeedSearch) => navigate({ to: '.', search }),
      [navigate],
    );
    return <FeedPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
