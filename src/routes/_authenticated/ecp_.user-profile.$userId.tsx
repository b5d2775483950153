import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { userQueryOptions } from '#src/features/auth/api/get-user';
import { requirePortal } from '#src/features/auth/portal-landing';
import { UserProfile } from '#src/features/auth/profile/user-profile';
import { idParam } from '#src/lib/route-params';

export const Route = createFileRoute('/_authenticated/ecp_/user-profile/$userId')({
  params: idParam('userId'),
  staticData: { title: screenTitles.profile },
  beforeLoad: ({ context }) => requirePortal(context.queryClient, 'ecp'),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userQueryOptions(Number(params.userId)));
  },
  component: function EcpUserProfileRoute() {
    const { userId } = Route.useParams();
    return <UserProfile userId={Number(userId)} />;
  },
});
