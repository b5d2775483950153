import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { notificationsQueryOptions } from '#src/features/notifications/api/list-notifications';
import { NotificationsPage } from '#src/features/notifications/notifications-page';
import {
  notificationFilterOf,
  notificationsSearch,
} from '#src/features/notifications/notifications-search';

export const Route = createFileRoute('/_authenticated/notifications')({
  staticData: { title: screenTitles.notifications },
  validateSearch: notificationsSearch.validateSearch,
  beforeLoad: requirePermission('user_notifications'),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its own load states (skeletons, failure message).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(notificationsQueryOptions(notificationFilterOf(deps)));
  },
  component: function NotificationsRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ReturnType<typeof Route.useSearch>) => navigate({ to: '.', search }),
      [navigate],
    );
    return <NotificationsPage search={Route.useSearch()} navigate={onNavigate} />;
  },
});
