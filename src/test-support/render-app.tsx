import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { accessContext } from '#src/access/can';
import { writeProjectScope } from '#src/access/project-scope';
import { clearSession, getSessionUser, type Session, setSession } from '#src/api/session';
import { AppProviders } from '#src/app-providers';
import { PERMISSION_AREAS } from '#src/contracts/enums';
import { type RuntimeConfig, serviceNames } from '#src/contracts/runtime-config';
import { activateDefaultLocale } from '#src/lib/i18n';
import { createQueryClient } from '#src/lib/query-client';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { createAppRouter } from '#src/router';

/** Component tests of whole screens: the real router and query client on a memory history. */
export const testConfig: RuntimeConfig = {
  services: Object.fromEntries(
    serviceNames.map((name) => [name, `http://portal.test/svc/${name}`]),
  ) as RuntimeConfig['services'],
  apiKey: 'test-api-key',
  sentryDsn: '',
  supportPhone: '+7 800 555-35-35',
  version: '1.13.0',
  refetchOnWindowFocus: false,
};

/** A live session of a user with these roles. */
export function sessionOf(roles: string[], id = 1): Session {
  return {
    accessToken: 'access',
    accessExpiresAt: '2999-01-01T00:00:00Z',
    refreshToken: 'refresh',
    refreshExpiresAt: '2999-01-01T00:00:00Z',
    user: {
      id,
      last_name: 'Иванов',
      first_name: 'Иван',
      roles: roles.map((sys_name) => ({ sys_name })),
    },
  };
}

/**
 * The hooks of a file of screen tests: the Russian locale and the test config, every test signed
 * in as `session`'s user with `projectIds` chosen in the header, and nothing left after it (the
 * rendered screen, the stubbed fetch, spies, the chosen projects).
 */
export function screenTestsAs(session: Session, projectIds: number[] = []) {
  const userId = session.user?.id ?? 0;
  beforeAll(() => {
    activateDefaultLocale();
    setRuntimeConfig(testConfig);
  });
  beforeEach(() => {
    clearSession();
    setSession(session);
    writeProjectScope(userId, projectIds);
  });
  afterEach(() => {
    cleanup();
    writeProjectScope(userId, []);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Renders the app at `path`; without a stubbed fetch, the shell's own calls get answers. */
export function renderAt(path: string) {
  if (!vi.isMockFunction(globalThis.fetch)) stubServices({});
  const queryClient = createQueryClient(testConfig);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return Object.assign(router, { queryClient, view });
}

export const pathOf = (router: ReturnType<typeof renderAt>) => router.state.location.pathname;

type Reply = Response | (() => Response | Promise<Response>);

const TEST_PROJECTS = [
  { id: 1, name: 'Проект один', code: 'P1', kind: 'combined', is_active: true },
  { id: 2, name: 'Проект два', code: 'P2', kind: 'exclusive', is_active: true },
];

/**
 * What every signed-in screen asks for before it shows (the caller's projects and permissions)
 * and around it (home figures, the unread count), answered for the session's user: read on
 * every area (so both portals), their roles' flags and rights, two projects, no figures, no
 * portal chosen yet.
 */
export function shellReplies(): Record<string, () => Response> {
  const roles = getSessionUser()?.roles.map((role) => role.sys_name) ?? [];
  const read = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'READ' as const]));
  const { flags, rights, permissions } = accessContext(roles, read);
  const page = (items: unknown[]) => ({ items, total: items.length, limit: 50, offset: 0 });
  return {
    'POST /svc/main/settings/my_permissions/': () =>
      Response.json({ user_id: 1, roles, project_ids: [1, 2], flags, rights, permissions }),
    'POST /svc/main/v2/user_project/get_user_projects/': () => Response.json(page(TEST_PROJECTS)),
    'GET /svc/main/settings/my_portal/': () => Response.json({ portal: null }),
    'POST /svc/main/home/summary/': () =>
      Response.json({
        date: '2026-03-02',
        project_ids: [1, 2],
        visits: null,
        tasks: null,
        unviewed_notifications: 0,
      }),
    'POST /svc/notifications/api/v1/notifications/list/': () =>
      Response.json({ ...page([]), unviewed_count: 0 }),
  };
}

/**
 * Stubs fetch with answers by "METHOD path" (path after the service base, e.g.
 * "POST /svc/auth/api/v1/auth/login/"), then the shell's (`shellReplies`); anything else
 * answers 404. Returns the mock.
 */
export function stubServices(routes: Record<string, Reply>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const reply = routes[key] ?? shellReplies()[key];
    if (!reply) return Response.json({ detail: 'Not Found' }, { status: 404 });
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body the stubbed fetch got for a route. */
export function sentBody(fetchMock: ReturnType<typeof stubServices>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
