import { createFileRoute } from '@tanstack/react-router';
import { userQueryOptions } from '../../features/auth/api/get-user';
import { parseUserId } from '../../features/auth/profile/parse-user-id';
import { UserProfile } from '../../features/auth/profile/user-profile';

export const Route = createFileRoute('/_authenticated/ecp_/user-profile/$userId')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(userQueryOptions(parseUserId(params.userId))),
  component: function EcpUserProfileRoute() {
    const { userId } = Route.useParams();
    return <UserProfile userId={Number(userId)} />;
  },
});
