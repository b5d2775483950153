import type { PersistedQuery } from '@tanstack/query-persist-client-core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileKeys } from '#src/lib/file-keys';
import { QUERY_CACHE_MAX_AGE_MS, restoreThenKeep } from './query-persistence';
import type { KeptQueryStorage } from './query-persister';

/** The screens' keys of these tests: a visit kept from yesterday, today's home, another visit. */
const keys = {
  visit: ['visit', 7] as const,
  home: ['home'] as const,
  other: ['visit', 8] as const,
  visitOf: (id: number) => ['visit', id] as const,
};

/** A visit kept a minute ago by this version of the portal, as the persister stores it. */
function keptVisit({
  buster = 'v1',
  savedAt = Date.now() - 60_000,
  id = 7,
}: {
  buster?: string;
  savedAt?: number;
  id?: number;
} = {}): PersistedQuery {
  const before = new QueryClient();
  before.setQueryData(keys.visitOf(id), { id, number: `10000${id}` }, { updatedAt: savedAt });
  const [query] = dehydrate(before).queries;
  if (!query) throw new Error('nothing dehydrated');
  return { queryHash: query.queryHash, queryKey: query.queryKey, state: query.state, buster };
}

/** A storage whose reading of all records answers only when told, and which records writes. */
function heldStorage() {
  let answer: (kept: PersistedQuery[]) => void = () => {};
  const puts: string[] = [];
  const removals: string[] = [];
  const storage = {
    getItem: vi.fn(async () => undefined),
    setItem: vi.fn(async (_key: string, query: PersistedQuery) => {
      puts.push(JSON.stringify(query.queryKey));
    }),
    removeItem: vi.fn(async (key: string) => {
      removals.push(key);
    }),
    entries: vi.fn(
      () =>
        new Promise<Array<[string, PersistedQuery]>>((resolve) => {
          answer = (kept) => resolve(kept.map((query) => [`q-${query.queryHash}`, query]));
        }),
    ),
    flushNow: vi.fn(),
  } satisfies KeptQueryStorage;
  return { storage, puts, removals, answer: (kept: PersistedQuery[]) => answer(kept) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

let stopKeeping = () => {};
afterEach(() => {
  stopKeeping();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

/** A page's start: keeping over a held storage (parts of it replaced). */
function started(replaced: Partial<KeptQueryStorage> = {}) {
  const held = heldStorage();
  Object.assign(held.storage, replaced);
  const queryClient = new QueryClient();
  const keeping = restoreThenKeep(queryClient, held.storage, 'v1');
  stopKeeping = keeping.stop;
  return { ...held, queryClient, keeping };
}

describe('restoring the kept query cache', () => {
  it('shows what was kept, not taken as fresh, and writes none of it again', async () => {
    const { answer, queryClient, keeping, puts } = started();
    answer([keptVisit()]);
    await keeping.restored;
    expect(queryClient.getQueryData(keys.visit)).toEqual({ id: 7, number: '100007' });
    expect(queryClient.getQueryState(keys.visit)?.isInvalidated).toBe(true);
    await settled();
    expect(puts).toEqual([]);
  });

  it('restores dozens of kept queries, a few a task, writing none of them again', async () => {
    const { answer, queryClient, keeping, puts } = started();
    const ids = Array.from({ length: 30 }, (_, index) => 100 + index);
    answer(ids.map((id) => keptVisit({ id })));
    // The first records come back in the task of the read; later ones in tasks of their own.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(queryClient.getQueryData(keys.visitOf(129))).toBeUndefined();
    await keeping.restored;
    for (const id of ids) {
      expect(queryClient.getQueryData(keys.visitOf(id))).toEqual({ id, number: `10000${id}` });
      expect(queryClient.getQueryState(keys.visitOf(id))?.isInvalidated).toBe(true);
    }
    await settled();
    expect(puts).toEqual([]);
  });

  it('saves what a screen fetched while the kept queries were still being read', async () => {
    const { answer, queryClient, keeping, puts } = started();
    // A fresh start fetches the home screen while the device is still reading.
    queryClient.setQueryData(keys.home, { greeting: 'Здравствуйте' });
    await settled();
    expect(puts).toEqual(['["home"]']);
    answer([keptVisit()]);
    await keeping.restored;
    expect(queryClient.getQueryData(keys.home)).toEqual({ greeting: 'Здравствуйте' });
    expect(queryClient.getQueryState(keys.home)?.isInvalidated).toBe(false);
  });

  it('keeps an answer fetched during the read over the older kept one', async () => {
    const { answer, queryClient, keeping } = started();
    queryClient.setQueryData(keys.visit, { id: 7, number: 'fresh' });
    answer([keptVisit()]);
    await keeping.restored;
    expect(queryClient.getQueryData(keys.visit)).toEqual({ id: 7, number: 'fresh' });
    expect(queryClient.getQueryState(keys.visit)?.isInvalidated).toBe(false);
  });

  it('writes only the queries that changed, and drops the removed ones', async () => {
    const { answer, queryClient, keeping, puts, removals } = started();
    answer([keptVisit()]);
    await keeping.restored;
    queryClient.setQueryData(keys.other, { id: 8 });
    queryClient.setQueryData(keys.home, { greeting: 'Добрый день' });
    queryClient.setQueryData(keys.home, { greeting: 'Добрый вечер' });
    await settled();
    // One write a query, however often it changed in the task.
    expect(puts.sort()).toEqual(['["home"]', '["visit",8]']);
    queryClient.removeQueries({ queryKey: keys.visit, exact: true });
    await settled();
    expect(removals).toEqual(['q-["visit",7]']);
  });

  it('reads again after a failed read, and deletes nothing for it', async () => {
    const entries = vi
      .fn<KeptQueryStorage['entries']>()
      .mockRejectedValueOnce(new Error('the database is busy'))
      .mockResolvedValueOnce([['q-["visit",7]', keptVisit()]]);
    const { queryClient, keeping, removals } = started({ entries });
    await keeping.restored;
    expect(entries).toHaveBeenCalledTimes(2);
    expect(removals).toEqual([]);
    expect(queryClient.getQueryData(keys.visit)).toBeDefined();
  });

  it('leaves out and drops what another version wrote or what is past the offline window', async () => {
    for (const stale of [
      keptVisit({ buster: 'v0' }),
      keptVisit({ savedAt: Date.now() - QUERY_CACHE_MAX_AGE_MS - 1 }),
    ]) {
      const { answer, queryClient, keeping, removals } = started();
      answer([stale]);
      await keeping.restored;
      expect(queryClient.getQueryData(keys.visit)).toBeUndefined();
      expect(removals).toEqual(['q-["visit",7]']);
      keeping.stop();
    }
  });

  it('saves nothing once stopped (the session ended)', async () => {
    const { answer, queryClient, keeping, puts, storage } = started();
    keeping.stop();
    answer([keptVisit()]);
    await keeping.restored;
    expect(queryClient.getQueryData(keys.visit)).toBeUndefined();
    queryClient.setQueryData(keys.home, {});
    dispatchEvent(new Event('pagehide'));
    await settled();
    expect(puts).toEqual([]);
    expect(storage.flushNow).not.toHaveBeenCalled();
  });
});

describe('saving', () => {
  it('writes an answer in the task that brought it, before the screen shows it', async () => {
    const { queryClient, storage } = started();
    queryClient.setQueryData(keys.other, { id: 8 });
    queryClient.setQueryData(keys.home, { greeting: 'Здравствуйте' });
    expect(storage.setItem).not.toHaveBeenCalled();
    // The persister serialises first (a promise), then writes: all within this task.
    for (let step = 0; step < 4; step++) await new Promise<void>((r) => queueMicrotask(r));
    expect(storage.setItem.mock.calls.map(([key]) => key).sort()).toEqual([
      'q-["home"]',
      'q-["visit",8]',
    ]);
  });

  it('stores the data and when it came, not the last fetch’s error', async () => {
    const { queryClient, storage } = started();
    queryClient.setQueryData(keys.other, { id: 8 });
    await settled();
    const [[, stored] = []] = storage.setItem.mock.calls;
    expect(stored).toMatchObject({
      buster: 'v1',
      queryKey: keys.other,
      state: { data: { id: 8 }, error: null, fetchStatus: 'idle' },
    });
  });
});

describe('what is never kept', () => {
  it('costs no write: a file content arriving, or going, leaves the store alone', async () => {
    const { queryClient, storage } = started();
    queryClient.setQueryData(fileKeys.content(9, 'square'), 'data:image/jpeg;base64,/9j/');
    queryClient.setQueryData(fileKeys.linkStatus([5]), { 5: 'ready' });
    queryClient.removeQueries({ queryKey: fileKeys.contents });
    await settled();
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.removeItem).not.toHaveBeenCalled();
  });
});

describe('leaving the page', () => {
  it('writes again at once what is not yet committed, on pagehide', () => {
    const { storage } = started();
    dispatchEvent(new Event('pagehide'));
    expect(storage.flushNow).toHaveBeenCalledTimes(1);
  });

  it('writes at once when the page is hidden (a closed tab, another app)', () => {
    const { storage } = started();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storage.flushNow).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storage.flushNow).toHaveBeenCalledTimes(1);
  });
});
