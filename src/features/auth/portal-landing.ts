import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { landingPortal, portalsOf } from '#src/access/portals';
import { ensurePermissions } from '#src/access/route-guards';
import { myPortalQueryOptions } from '#src/api/my-portal';
import type { Portal } from '#src/contracts/portal-constants';

const HOME = { sfa: '/sfa', ecp: '/ecp' } as const satisfies Record<Portal, string>;

/** A portal's home page, for links and redirects. */
const portalHome = (portal: Portal) => HOME[portal];

/**
 * The portals the signed-in user may use: over all of their projects, as the server decides
 * (the side menu's project selection narrows what a screen shows, not who the user is).
 */
async function myPortals(queryClient: QueryClient): Promise<Portal[]> {
  return portalsOf(await ensurePermissions({ queryClient }));
}

/**
 * The cached choice, refreshed behind it: an installed portal starting offline still lands on
 * it. Without either the user is asked.
 */
async function rememberedPortal(queryClient: QueryClient): Promise<Portal | null> {
  try {
    const reply = await queryClient.ensureQueryData({
      ...myPortalQueryOptions(),
      revalidateIfStale: true,
    });
    return reply.portal;
  } catch {
    return null;
  }
}

/**
 * beforeLoad of `/`, where a sign-in without a way back goes: the user's only portal, else the
 * one they chose last, else the chooser. Without the permissions (an installed portal started
 * offline with another project selection cached) it is field work, every portal user's home.
 */
export async function redirectToLandingPortal(queryClient: QueryClient): Promise<never> {
  let portals: Portal[];
  try {
    portals = await myPortals(queryClient);
  } catch {
    throw redirect({ to: '/sfa', replace: true });
  }
  const remembered = portals.length > 1 ? await rememberedPortal(queryClient) : null;
  const portal = landingPortal(portals, remembered);
  throw redirect({ to: portal ? portalHome(portal) : '/portal-choice', replace: true });
}

/**
 * beforeLoad of /portal-choice after the sign-in check: the choice is only for users who may use
 * both portals. Offline without the permissions the chooser still shows; each portal's guard
 * has the last word.
 */
export async function requirePortalChoice(queryClient: QueryClient): Promise<void> {
  let portals: Portal[];
  try {
    portals = await myPortals(queryClient);
  } catch {
    return;
  }
  if (portals.length === 1) throw redirect({ to: portalHome(portals[0]), replace: true });
}

/**
 * beforeLoad of a screen of one portal: a user who may not use it goes to /sfa (spec section 2,
 * a missing permission). Without the permissions (offline) the screen opens on what it has.
 */
export async function requirePortal(queryClient: QueryClient, portal: Portal): Promise<void> {
  let portals: Portal[];
  try {
    portals = await myPortals(queryClient);
  } catch {
    return;
  }
  if (!portals.includes(portal)) throw redirect({ to: '/sfa', replace: true });
}
