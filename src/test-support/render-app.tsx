import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Session } from '../api/session';
import { AppProviders } from '../app-providers';
import { type RuntimeConfig, serviceNames } from '../contracts/runtime-config';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';

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

export function renderAt(path: string) {
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

/**
 * Stubs fetch with answers by "METHOD path" (path after the service base, e.g.
 * "POST /svc/auth/api/v1/auth/login/"); anything else answers 404. Returns the mock.
 */
export function stubServices(routes: Record<string, Reply>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const reply = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
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
