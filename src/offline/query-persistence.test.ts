import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { restoreThenKeep } from './query-persistence';

/** The two screens' keys of these tests: a visit kept from yesterday, and today's home. */
const keys = {
  visit: ['visit', 7] as const,
  home: ['home'] as const,
};

/** A device's kept copy holding one visit, saved a minute ago. */
function keptCopy(buster = 'v1'): PersistedClient {
  const before = new QueryClient();
  before.setQueryData(keys.visit, { id: 7, number: '100007' });
  return { timestamp: Date.now() - 60_000, buster, clientState: dehydrate(before) };
}

/** A persister whose read answers only when told, and which records every save. */
function slowPersister(read: () => Promise<PersistedClient | undefined>) {
  const saved: PersistedClient[] = [];
  const persister: Persister & { removeClient: ReturnType<typeof vi.fn> } = {
    persistClient: (client) => {
      saved.push(client);
    },
    restoreClient: read,
    removeClient: vi.fn(async () => {}),
  };
  return { persister, saved };
}

/** A start whose read of the kept copy answers only when `answer` is called. */
function startedWithHeldRead() {
  let answer: (copy: PersistedClient) => void = () => {};
  const { persister, saved } = slowPersister(
    () => new Promise<PersistedClient>((resolve) => (answer = resolve)),
  );
  const queryClient = new QueryClient();
  const keeping = restoreThenKeep(queryClient, persister, 'v1');
  return {
    persister,
    saved,
    answer: (copy: PersistedClient) => answer(copy),
    queryClient,
    keeping,
  };
}

const keptKeys = (client: PersistedClient) =>
  client.clientState.queries.map((query) => JSON.stringify(query.queryKey)).sort();

describe('restoring the kept query cache', () => {
  it('saves nothing until the kept copy has been read, then saves it with what came since', async () => {
    const { saved, answer, queryClient, keeping } = startedWithHeldRead();

    // A fresh start fetches the home screen while the device is still reading its copy.
    queryClient.setQueryData(keys.home, { greeting: 'Здравствуйте' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(saved).toHaveLength(0);

    answer(keptCopy());
    await keeping.restored;
    expect(queryClient.getQueryData(keys.visit)).toEqual({ id: 7, number: '100007' });
    queryClient.setQueryData(keys.home, { greeting: 'Добрый день' });
    expect(keptKeys(saved.at(-1) as PersistedClient)).toEqual(['["home"]', '["visit",7]']);
    keeping.stop();
  });

  it('saves what came during the read at once, even when nothing changes after it', async () => {
    const { saved, answer, queryClient, keeping } = startedWithHeldRead();
    // The screen's data arrived before the kept copy was read, and nothing else is fetched:
    // the next page load must still find it.
    queryClient.setQueryData(keys.home, { greeting: 'Здравствуйте' });
    answer(keptCopy());
    await keeping.restored;
    expect(saved).toHaveLength(1);
    expect(keptKeys(saved[0] as PersistedClient)).toEqual(['["home"]', '["visit",7]']);
    keeping.stop();
  });

  it('reads a copy again after a failed read, and does not delete it', async () => {
    const read = vi
      .fn<() => Promise<PersistedClient | undefined>>()
      .mockRejectedValueOnce(new Error('the database is busy'))
      .mockResolvedValueOnce(keptCopy());
    const { persister } = slowPersister(read);
    const queryClient = new QueryClient();
    const keeping = restoreThenKeep(queryClient, persister, 'v1');
    await keeping.restored;
    expect(read).toHaveBeenCalledTimes(2);
    expect(persister.removeClient).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(keys.visit)).toBeDefined();
    keeping.stop();
  });

  it('drops a copy from another version of the portal', async () => {
    const { persister } = slowPersister(async () => keptCopy('v0'));
    const queryClient = new QueryClient();
    const keeping = restoreThenKeep(queryClient, persister, 'v1');
    await keeping.restored;
    expect(persister.removeClient).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(keys.visit)).toBeUndefined();
    keeping.stop();
  });

  it('starts no saving once stopped (the session ended during the read)', async () => {
    const { saved, answer, queryClient, keeping } = startedWithHeldRead();
    keeping.stop();
    answer(keptCopy());
    await keeping.restored;
    queryClient.setQueryData(keys.home, {});
    expect(saved).toHaveLength(0);
  });
});
