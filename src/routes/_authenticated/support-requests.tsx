import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useProjectScope } from '#src/access/project-scope';
import { requirePermission } from '#src/access/route-guards';
import { screenTitles } from '#src/components/layout/screen-titles';
import { supportRequestTypesQueryOptions } from '#src/features/support/api/list-support-request-types';
import { supportRequestsQueryOptions } from '#src/features/support/api/list-support-requests';
import { SupportRequestsPage } from '#src/features/support/support-requests-page';
import {
  supportRequestFilterOf,
  supportRequestsSearch,
} from '#src/features/support/support-requests-search';

export const Route = createFileRoute('/_authenticated/support-requests')({
  staticData: { title: screenTitles.supportRequests },
  validateSearch: supportRequestsSearch.validateSearch,
  beforeLoad: requirePermission('support_requests_list'),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its own load states (skeletons, failure message).
  loader: ({ context, deps }) => {
    const filter = supportRequestFilterOf(deps, context.projectIds);
    void context.queryClient.prefetchQuery(supportRequestsQueryOptions(filter));
    void context.queryClient.prefetchQuery(supportRequestTypesQueryOptions());
  },
  component: function SupportRequestsRoute() {
    const navigate = Route.useNavigate();
    const onNavigate = useCallback(
      (search: ReturnType<typeof Route.useSearch>) => navigate({ to: '.', search }),
      [navigate],
    );
    return (
      <SupportRequestsPage
        search={Route.useSearch()}
        navigate={onNavigate}
        projectIds={useProjectScope()}
      />
    );
  },
});
