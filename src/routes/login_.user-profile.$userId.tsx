import { createFileRoute } from '@tanstack/react-router';
import { screenTitles } from '#src/components/layout/screen-titles';
import { userQueryOptions } from '#src/features/auth/api/get-user';
import { LoginProfilePage } from '#src/features/auth/profile/login-profile-page';
import { requirePortalUser } from '#src/features/auth/route-guards';
import { idParam } from '#src/lib/route-params';

// Not nested under /login (the trailing `_`): /login sends signed-in users away, this does not.
export const Route = createFileRoute('/login_/user-profile/$userId')({
  params: idParam('userId'),
  staticData: { title: screenTitles.profile },
  beforeLoad: ({ location }) => requirePortalUser(location),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userQueryOptions(Number(params.userId)));
  },
  component: function LoginUserProfileRoute() {
    const { userId } = Route.useParams();
    return <LoginProfilePage userId={Number(userId)} />;
  },
});
