import { createFileRoute } from '@tanstack/react-router';
import { AccountMenu } from '../features/auth/account-menu';
import { requirePortalUser } from '../features/auth/route-guards';
import { AuthenticatedLayout } from '../features/shell/authenticated-layout';

// The guard of every portal screen: without a usable token, to /login (and back after sign-in);
// a field-only user, to /access-denied.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => requirePortalUser(location),
  component: function AuthenticatedRoute() {
    return <AuthenticatedLayout account={<AccountMenu />} />;
  },
});
