import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '#src/api/session';
import { registerLocalDataKeeper, wipeLocalData } from '#src/api/sign-out';

const user = {
  id: 9,
  last_name: 'Ким',
  first_name: 'Ольга',
  roles: [{ sys_name: 'check_manager' }],
};

function fakeDatabases(names: string[]) {
  const deleted: string[] = [];
  vi.stubGlobal('indexedDB', {
    databases: async () => names.map((name) => ({ name, version: 1 })),
    deleteDatabase: (name: string) => {
      const request: Partial<IDBOpenDBRequest> = {};
      queueMicrotask(() => {
        deleted.push(name);
        request.onsuccess?.call(request as IDBOpenDBRequest, new Event('success'));
      });
      return request;
    },
  });
  vi.stubGlobal('caches', { keys: async () => [], delete: async () => true });
  return deleted;
}

beforeEach(() => {
  setSession({
    accessToken: 'a',
    accessExpiresAt: '2999-01-01T00:00:00Z',
    refreshToken: 'r',
    refreshExpiresAt: '2999-01-01T00:00:00Z',
    user,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox across a session’s end', () => {
  it('survives a session that ended on its own, and is cleared for the user who signs out', async () => {
    const deleted = fakeDatabases(['sfa-query-cache', 'sfa-outbox']);
    const clear = vi.fn(async () => {});
    const unregister = registerLocalDataKeeper({ database: 'sfa-outbox', clear });

    await wipeLocalData(new QueryClient());
    expect(deleted).toEqual(['sfa-query-cache']);
    expect(clear).toHaveBeenLastCalledWith({ voluntary: false, userId: 9 });

    await wipeLocalData(new QueryClient(), { voluntary: true, userId: 9 });
    expect(clear).toHaveBeenLastCalledWith({ voluntary: true, userId: 9 });
    unregister();
  });
});
