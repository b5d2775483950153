import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDexiePersister, type DexiePersister } from './query-persister';

const client = (marker: string): PersistedClient => ({
  timestamp: Date.now(),
  buster: marker,
  clientState: { queries: [], mutations: [] },
});

let persister: DexiePersister | undefined;

afterEach(async () => {
  await persister?.removeClient();
  persister?.cancel();
  persister = undefined;
  vi.restoreAllMocks();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

/** A persister whose database is open, as after the start-up restore. */
async function opened(userId: number): Promise<DexiePersister> {
  persister = createDexiePersister(userId, 60_000);
  await persister.restoreClient();
  return persister;
}

describe('the persisted query cache', () => {
  // A page being torn down never sees a put's answer come back, and Dexie commits only then: the
  // write must be started and committed within the event, or the last second is lost.
  it('writes what waits for the throttle, committed within pagehide', async () => {
    const saved = await opened(41);
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    saved.persistClient(client('left-within-a-second'));
    dispatchEvent(new Event('pagehide'));
    expect(commit).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () =>
      expect((await saved.restoreClient())?.buster).toBe('left-within-a-second'),
    );
  });

  it('writes at once when the page is hidden (a closed tab, another app)', async () => {
    const saved = await opened(42);
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    saved.persistClient(client('hidden'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(commit).not.toHaveBeenCalled();

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(commit).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect((await saved.restoreClient())?.buster).toBe('hidden'));
    // Nothing new since: leaving again writes nothing.
    dispatchEvent(new Event('pagehide'));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('writes nothing on leaving after the session ended', async () => {
    const saved = await opened(43);
    saved.persistClient(client('ended'));
    saved.cancel();
    dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await saved.restoreClient()).toBeUndefined();
  });
});
