import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '#src/access/route-guards';
import { visitQueryOptions } from '#src/api/visits/get-visit';
import { screenTitles } from '#src/components/layout/screen-titles';
import { FeedTaskPage } from '#src/features/visits/feed-task/feed-task-page';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/feed-task/create/$visitId')({
  params: idParam('visitId'),
  beforeLoad: requirePermission('tasks', 'create'),
  staticData: { title: screenTitles.newTask },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(visitQueryOptions(Number(params.visitId)));
  },
  component: function FeedTaskRoute() {
    const { visitId } = Route.useParams();
    return <FeedTaskPage visitId={Number(visitId)} />;
  },
});
