import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileKeys } from '#src/lib/file-keys';
import { QUERY_CACHE_MAX_AGE_MS, restoreThenKeep } from './query-persistence';
import type { KeptChanges, KeptQuery, KeptQueryStore } from './query-persister';

/** The screens' keys of these tests: a visit kept from yesterday, today's home, another visit. */
const keys = {
  visit: ['visit', 7] as const,
  home: ['home'] as const,
  other: ['visit', 8] as const,
  visitOf: (id: number) => ['visit', id] as const,
};

/** A visit kept a minute ago by this version of the portal. */
function keptVisit({
  buster = 'v1',
  savedAt = Date.now() - 60_000,
  id = 7,
}: {
  buster?: string;
  savedAt?: number;
  id?: number;
} = {}): KeptQuery {
  const before = new QueryClient();
  before.setQueryData(keys.visitOf(id), { id, number: `10000${id}` }, { updatedAt: savedAt });
  const [query] = dehydrate(before).queries;
  if (!query) throw new Error('nothing dehydrated');
  return { hash: query.queryHash, query, savedAt, buster };
}

/** A store whose read answers only when told, and which records every write. */
function heldStore() {
  let answer: (kept: KeptQuery[]) => void = () => {};
  const writes: KeptChanges[] = [];
  const writtenNow: KeptChanges[] = [];
  const store: KeptQueryStore & { dropStale: ReturnType<typeof vi.fn> } = {
    read: () => new Promise((resolve) => (answer = resolve)),
    write: async (changes) => {
      writes.push(changes);
    },
    writeNow: (changes) => {
      writtenNow.push(changes);
    },
    dropStale: vi.fn(async () => {}),
  };
  return { store, writes, writtenNow, answer: (kept: KeptQuery[]) => answer(kept) };
}

const THROTTLE_MS = 5;
const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, THROTTLE_MS * 4));
const keysOf = (records: KeptQuery[]) => records.map(({ query }) => JSON.stringify(query.queryKey));

let stopKeeping = () => {};
afterEach(() => {
  stopKeeping();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

/** A page's start: keeping over a held store (parts of it replaced), saving after `throttleMs`. */
function started({
  throttleMs = THROTTLE_MS,
  store = {},
}: {
  throttleMs?: number;
  store?: Partial<KeptQueryStore>;
} = {}) {
  const held = heldStore();
  Object.assign(held.store, store);
  const queryClient = new QueryClient();
  const keeping = restoreThenKeep(queryClient, held.store, 'v1', throttleMs);
  stopKeeping = keeping.stop;
  return { ...held, queryClient, keeping };
}

describe('restoring the kept query cache', () => {
  it('shows what was kept, not taken as fresh, and writes none of it again', async () => {
    const { answer, queryClient, keeping, writes } = started();
    answer([keptVisit()]);
    await keeping.restored;
    expect(queryClient.getQueryData(keys.visit)).toEqual({ id: 7, number: '100007' });
    expect(queryClient.getQueryState(keys.visit)?.isInvalidated).toBe(true);
    await afterThrottle();
    expect(writes).toEqual([]);
  });

  it('restores dozens of kept queries, a few a task, writing none of them again', async () => {
    const { answer, queryClient, keeping, writes } = started();
    const ids = Array.from({ length: 30 }, (_, index) => 100 + index);
    answer(ids.map((id) => keptVisit({ id })));
    await keeping.restored;
    for (const id of ids) {
      expect(queryClient.getQueryData(keys.visitOf(id))).toEqual({ id, number: `10000${id}` });
      expect(queryClient.getQueryState(keys.visitOf(id))?.isInvalidated).toBe(true);
    }
    await afterThrottle();
    expect(writes).toEqual([]);
  });

  it('saves what a screen fetched while the kept queries were still being read', async () => {
    const { answer, queryClient, keeping, writes } = started();
    // A fresh start fetches the home screen while the device is still reading.
    queryClient.setQueryData(keys.home, { greeting: 'Здравствуйте' });
    await afterThrottle();
    expect(writes.flatMap(({ put }) => keysOf(put))).toEqual(['["home"]']);
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
  });

  it('writes only the queries that changed, and drops the removed ones', async () => {
    const { answer, queryClient, keeping, writes } = started();
    answer([keptVisit()]);
    await keeping.restored;
    queryClient.setQueryData(keys.other, { id: 8 });
    queryClient.setQueryData(keys.home, { greeting: 'Добрый день' });
    await afterThrottle();
    expect(writes).toHaveLength(1);
    expect(keysOf(writes[0]?.put ?? []).sort()).toEqual(['["home"]', '["visit",8]']);
    queryClient.removeQueries({ queryKey: keys.visit, exact: true });
    await afterThrottle();
    expect(writes[1]).toEqual({ put: [], remove: ['["visit",7]'] });
  });

  it('reads again after a failed read, and deletes nothing for it', async () => {
    const read = vi
      .fn<() => Promise<KeptQuery[]>>()
      .mockRejectedValueOnce(new Error('the database is busy'))
      .mockResolvedValueOnce([keptVisit()]);
    const { store, queryClient, keeping } = started({ store: { read } });
    await keeping.restored;
    expect(read).toHaveBeenCalledTimes(2);
    expect(store.dropStale).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(keys.visit)).toBeDefined();
  });

  it('leaves out and drops what another version wrote or what is past the offline window', async () => {
    for (const stale of [
      keptVisit({ buster: 'v0' }),
      keptVisit({ savedAt: Date.now() - QUERY_CACHE_MAX_AGE_MS - 1 }),
    ]) {
      const { answer, queryClient, keeping, store } = started();
      answer([stale]);
      await keeping.restored;
      expect(queryClient.getQueryData(keys.visit)).toBeUndefined();
      expect(store.dropStale).toHaveBeenCalledTimes(1);
      keeping.stop();
    }
  });

  it('saves nothing once stopped (the session ended)', async () => {
    const { answer, queryClient, keeping, writes, writtenNow } = started();
    keeping.stop();
    answer([keptVisit()]);
    await keeping.restored;
    expect(queryClient.getQueryData(keys.visit)).toBeUndefined();
    queryClient.setQueryData(keys.home, {});
    dispatchEvent(new Event('pagehide'));
    await afterThrottle();
    expect(writes).toEqual([]);
    expect(writtenNow).toEqual([]);
  });
});

describe('saving', () => {
  it('writes an answer in the task that brought it, before the screen shows it', async () => {
    const held = started({ throttleMs: 0 });
    const { queryClient } = held;
    queryClient.setQueryData(keys.other, { id: 8 });
    queryClient.setQueryData(keys.home, { greeting: 'Здравствуйте' });
    expect(held.writes).toHaveLength(0);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    // Both answers of the task share one write.
    expect(held.writes.map(({ put }) => keysOf(put).sort())).toEqual([['["home"]', '["visit",8]']]);
  });
});

describe('what is never kept', () => {
  it('costs no write: a file content arriving, or going, leaves the store alone', async () => {
    const held = started({ throttleMs: 0 });
    const { queryClient } = held;
    queryClient.setQueryData(fileKeys.content(9, 'square'), 'data:image/jpeg;base64,/9j/');
    queryClient.setQueryData(fileKeys.linkStatus([5]), { 5: 'ready' });
    queryClient.removeQueries({ queryKey: fileKeys.contents });
    await afterThrottle();
    dispatchEvent(new Event('pagehide'));
    expect(held.writes).toEqual([]);
    expect(held.writtenNow).toEqual([]);
  });
});

describe('leaving the page', () => {
  it('writes at once what waits for the throttle', async () => {
    const held = started({ throttleMs: 60_000 });
    const { queryClient } = held;
    queryClient.setQueryData(keys.other, { id: 8 });
    dispatchEvent(new Event('pagehide'));
    expect(held.writtenNow.map(({ put }) => keysOf(put))).toEqual([['["visit",8]']]);
    // Nothing new since: leaving again writes nothing.
    dispatchEvent(new Event('pagehide'));
    expect(held.writtenNow).toHaveLength(1);
  });

  it('writes again what a started write had not committed yet', async () => {
    const held = started({ store: { write: () => new Promise(() => {}) } });
    const { queryClient } = held;
    queryClient.setQueryData(keys.other, { id: 8 });
    await afterThrottle();
    dispatchEvent(new Event('pagehide'));
    expect(held.writtenNow.map(({ put }) => keysOf(put))).toEqual([['["visit",8]']]);
  });

  it('writes at once when the page is hidden (a closed tab, another app)', async () => {
    const held = started({ throttleMs: 60_000 });
    const { queryClient } = held;
    queryClient.setQueryData(keys.other, { id: 8 });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(held.writtenNow).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(held.writtenNow).toHaveLength(1);
  });
});
