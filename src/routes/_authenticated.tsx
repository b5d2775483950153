import { Center, Loader } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, useSyncExternalStore } from 'react';
import { AccessProvider } from '#src/access/access-provider';
import { useProjectScope } from '#src/access/project-scope';
import { ensurePermissions } from '#src/access/route-guards';
import { getSessionUser, subscribeSession } from '#src/api/session';
import { AccountMenu } from '#src/features/auth/account-menu';
import { requirePortalUser } from '#src/features/auth/route-guards';
import { SignOutButton } from '#src/features/auth/sign-out-button';
import { NotificationsNavLink } from '#src/features/notifications/notifications-nav-link';
import { OfflineBanner } from '#src/features/offline/offline-banner';
import { OutboxNavLink } from '#src/features/offline/outbox-nav-link';
import { ensureProjectScope } from '#src/features/projects/ensure-project-scope';
import { ProjectSelector } from '#src/features/projects/project-selector';
import { AuthenticatedLayout } from '#src/features/shell/authenticated-layout';
import { SupportNavEntry } from '#src/features/support/support-nav-entry';

// The guard of every portal screen: without a usable token, to /login (and back after sign-in);
// a field-only user, to /access-denied. Then the project scope and the permissions merged over
// it, which every screen's guard and loader below reads from the context.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location, context }) => {
    await requirePortalUser(location);
    const projectIds = await ensureProjectScope(context.queryClient);
    await ensurePermissions({ ...context, projectIds });
    return { projectIds };
  },
  component: AuthenticatedRoute,
});

function AuthenticatedRoute() {
  const projectIds = useProjectScope();
  const user = useSyncExternalStore(subscribeSession, getSessionUser);
  // Signed out, here or in another tab: nothing of the user stays on screen while the router
  // is still on its way to /login (a shared tablet).
  if (!user) return null;
  const pending = (
    <Center mih="100dvh">
      <Loader />
    </Center>
  );
  return (
    <Suspense fallback={pending}>
      <AccessProvider projectIds={projectIds} pending={pending}>
        <AuthenticatedLayout
          account={<AccountMenu />}
          menuHeader={(slot) => <ProjectSelector {...slot} />}
          banner={<OfflineBanner />}
          menuFooter={({ collapsed }) => (
            <>
              <OutboxNavLink collapsed={collapsed} />
              <NotificationsNavLink collapsed={collapsed} />
              <SupportNavEntry collapsed={collapsed} />
            </>
          )}
          signOut={({ collapsed, inHeader }) =>
            inHeader ? (
              <SignOutButton color="red" />
            ) : (
              // The rail is 64 px wide: the word fits without the button's side padding.
              <SignOutButton
                variant={collapsed ? 'subtle' : 'light'}
                size={collapsed ? 'compact-xs' : 'sm'}
                px={collapsed ? 0 : undefined}
                color="red"
                fullWidth
              />
            )
          }
        />
      </AccessProvider>
    </Suspense>
  );
}
