import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { signOutWarning } from '#src/lib/sign-out-warning';
import { getSession, setSession } from './session';
import { registerLogoutGuard, signOut, unsentItemCount, wipeLocalData } from './sign-out';
import { visitKeys } from './visits/query-keys';

const user = { id: 9, last_name: 'Ким', first_name: 'Ольга', roles: [{ sys_name: 'supervisor' }] };

/** IndexedDB and Cache Storage as far as sign-out uses them. */
function fakeStores(databases: string[], cacheNames: string[]) {
  const deletedDatabases: string[] = [];
  const deletedCaches: string[] = [];
  vi.stubGlobal('indexedDB', {
    databases: async () => databases.map((name) => ({ name, version: 1 })),
    deleteDatabase: (name: string) => {
      const request: Partial<IDBOpenDBRequest> = {};
      queueMicrotask(() => {
        deletedDatabases.push(name);
        // A database another tab keeps open reports `blocked` and is deleted later.
        if (name === 'held-open')
          request.onblocked?.call(
            request as IDBOpenDBRequest,
            new Event('blocked') as IDBVersionChangeEvent,
          );
        else request.onsuccess?.call(request as IDBOpenDBRequest, new Event('success'));
      });
      return request;
    },
  });
  vi.stubGlobal('caches', {
    keys: async () => cacheNames,
    delete: async (name: string) => {
      deletedCaches.push(name);
      return true;
    },
  });
  return { deletedDatabases, deletedCaches };
}

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig({ services: { auth: 'http://portal.test/svc/auth' } } as RuntimeConfig);
});

beforeEach(() => {
  setSession({
    accessToken: 'access-9',
    accessExpiresAt: '2999-01-01T00:00:00Z',
    refreshToken: 'refresh-9',
    refreshExpiresAt: '2999-01-01T00:00:00Z',
    user,
  });
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('logout guards', () => {
  it('sum what every registered guard would lose; none registered is zero', () => {
    expect(unsentItemCount()).toBe(0);
    const photos = registerLogoutGuard(() => 3);
    const results = registerLogoutGuard(() => 2);
    const broken = registerLogoutGuard(() => {
      throw new Error('outbox unavailable');
    });
    expect(unsentItemCount()).toBe(5);
    photos();
    results();
    broken();
    expect(unsentItemCount()).toBe(0);
  });

  it('name the count with the Russian plural forms', () => {
    expect(signOutWarning(1)).toBe(
      'На устройстве 1 неотправленная запись. После выхода она будет потеряна.',
    );
    expect(signOutWarning(3)).toBe(
      'На устройстве 3 неотправленные записи. После выхода они будут потеряны.',
    );
    expect(signOutWarning(5)).toBe(
      'На устройстве 5 неотправленных записей. После выхода они будут потеряны.',
    );
    expect(signOutWarning(21)).toMatch(/^На устройстве 21 неотправленная запись\./);
    expect(signOutWarning(11)).toMatch(/^На устройстве 11 неотправленных записей\./);
  });
});

describe('wipeLocalData', () => {
  it('clears storage, the query cache, every database and every cache but the shell and settings', async () => {
    const stores = fakeStores(
      ['sfa-offline', 'held-open'],
      ['workbox-precache-v2-http://portal.test/', 'photos', 'sfa-runtime-config', 'api-responses'],
    );
    localStorage.setItem('sfa.menu-open', 'true');
    sessionStorage.setItem('sfa.filters', '{}');
    const queryClient = new QueryClient();
    queryClient.setQueryData(visitKeys.detail(1), { id: 1 });

    await wipeLocalData(queryClient);

    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(stores.deletedDatabases).toEqual(['sfa-offline', 'held-open']);
    expect(stores.deletedCaches).toEqual(['photos', 'api-responses']);
  });

  it('copes with a browser that has neither databases() nor Cache Storage', async () => {
    vi.stubGlobal('indexedDB', {});
    vi.stubGlobal('caches', undefined);
    await expect(wipeLocalData(new QueryClient())).resolves.toBeUndefined();
    expect(getSession()).toBeNull();
  });
});

describe('signOut', () => {
  it('tells the auth service with the access token, wipes everything, then goes to /login', async () => {
    fakeStores([], []);
    const order: string[] = [];
    const fetchMock = vi.fn<typeof fetch>(async () => {
      order.push('logout');
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await signOut({ queryClient: new QueryClient(), goToLogin: () => order.push('login') });

    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('http://portal.test/svc/auth/api/v1/auth/logout/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-9');
    expect(order).toEqual(['logout', 'login']);
    expect(getSession()).toBeNull();
  });

  it('still signs out on this device when the auth service cannot be reached', async () => {
    fakeStores([], []);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const goToLogin = vi.fn();
    await signOut({ queryClient: new QueryClient(), goToLogin });
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(getSession()).toBeNull();
  });
});
