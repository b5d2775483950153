import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { homeSummaryQueryOptions } from '#src/features/shell/home/api/get-home-summary';
import { HomePage } from '#src/features/shell/home/home-page';

export const Route = createFileRoute('/_authenticated/sfa')({
  staticData: { title: screenTitles.home },
  // Started, not awaited: the page shows skeletons until the figures arrive.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(homeSummaryQueryOptions(context.projectIds));
  },
  component: function SfaRoute() {
    const projectIds = Route.useRouteContext({ select: (context) => context.projectIds });
    return <HomePage projectIds={projectIds} />;
  },
});
