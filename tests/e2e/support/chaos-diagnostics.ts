import type { Page } from 'playwright-core';

// What the tablet holds when a step fails: the screen, the offline copy of the data, the outbox.

/** Where the page is and the start of what it shows, for a failure message. */
export async function pageSummary(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => {
      // Mantine puts its <style> elements in the page: their CSS is not what a person reads.
      const root = document.getElementById('root')?.cloneNode(true);
      if (!(root instanceof HTMLElement)) return '(no #root)';
      for (const element of root.querySelectorAll('style, script')) element.remove();
      return root.textContent ?? '';
    })
    .catch(() => '(page unreadable)');
  const shown = text.replace(/\s+/g, ' ');
  const excerpt = shown.length > 600 ? `${shown.slice(0, 200)} … ${shown.slice(-400)}` : shown;
  return `at ${page.url()}, the page shows: "${excerpt}"; ${await persistedFor(page)}`;
}

/**
 * Which of the visit's queries the device's persisted cache holds (the offline copy the page
 * starts from): the first question when a visit does not show offline.
 */
async function persistedFor(page: Page): Promise<string> {
  const visitId = /\/visit-check\/(\d+)/.exec(page.url())?.[1];
  const records = await keptRecords(page).catch((error: unknown) => String(error));
  if (typeof records === 'string') return `persisted cache unreadable: ${records}`;
  if (!records) return 'no persisted query cache';
  const byUser = new Map<number, KeptRecord[]>();
  for (const record of records)
    byUser.set(record.user, [...(byUser.get(record.user) ?? []), record]);
  return [...byUser]
    .map(([user, kept]) => {
      // The visit's own queries, and the check lists' params (keyed by list, not visit).
      const mine = kept
        .filter(({ queryKey }) => {
          const text = JSON.stringify(queryKey);
          return (visitId && text.includes(visitId)) || text.includes('check-list-params');
        })
        .map(({ queryKey, status, hasData, savedAt }) => {
          const age = Math.round((Date.now() - savedAt) / 1000);
          return `${JSON.stringify(queryKey)} ${status} with ${hasData ? 'data' : 'no data'} (${age} s old)`;
        });
      return `persisted user:${user}: ${kept.length} queries; ${mine.join(', ') || 'none of this visit'}`;
    })
    .join('; ');
}

/** A kept query as the portal stores it (src/offline/query-persister.ts), without its data. */
interface KeptRecord {
  user: number;
  savedAt: number;
  queryKey: unknown[];
  status: string;
  hasData: boolean;
}

/** Every kept query on the device; undefined when there is no store yet. */
async function keptRecords(page: Page): Promise<KeptRecord[] | undefined> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sfa-query-cache');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('queries')) return undefined;
      const stored = await new Promise<
        Array<{
          user: number;
          savedAt: number;
          query: { queryKey: unknown[]; state: { status: string; data: unknown } };
        }>
      >((resolve, reject) => {
        const request = db.transaction('queries').objectStore('queries').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return stored.map(({ user, savedAt, query }) => ({
        user,
        savedAt,
        queryKey: query.queryKey,
        status: query.state.status,
        hasData: query.state.data !== undefined,
      }));
    } finally {
      db.close();
    }
  });
}

/** The outbox as stored on the device: what is left and why, for a failure message. */
export async function outboxState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('sfa-outbox');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (!db.objectStoreNames.contains('items')) return 'no outbox store';
      const items = await new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const request = db.transaction('items').objectStore('items').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      const now = Date.now();
      return items
        .map((item) => {
          const summary = item.summary as { visitId?: number };
          const parts = item.parts as Array<{ done: boolean }>;
          const wait = Math.round(((item.nextAttemptAt as number) - now) / 1000);
          const next = wait > 0 ? `next try in ${wait} s` : 'due';
          const done = parts.filter((part) => part.done).length;
          const error = item.error ? `, last error ${JSON.stringify(item.error)}` : '';
          return `visit ${summary.visitId}: ${item.state}, ${done}/${parts.length} parts sent, ${item.attempts} attempts, ${next}${error}`;
        })
        .join('; ');
    })
    .catch((error: unknown) => `outbox unreadable: ${String(error)}`);
}

/** What the device's persisted query cache holds now: its size and which visits it covers. */
export interface KeptCopy {
  queries: number;
  ageMs: number;
  /** Of the visits asked about, those with at least one query keyed by their id. */
  visits: number[];
  /** The check lists whose params it holds (keyed by list, shared by visits). */
  checkLists: number[];
}

/**
 * Reads the kept copy (IndexedDB, as the next page load will) and tells which of the given
 * visits it holds. Undefined when it cannot be read (a page being torn down).
 */
export async function keptCopy(page: Page, visitIds: number[]): Promise<KeptCopy | undefined> {
  const records = await keptRecords(page).catch(() => null);
  if (records === null) return undefined;
  const kept = records ?? [];
  const keyed = new Set<number>();
  for (const { queryKey } of kept) {
    for (const part of queryKey) {
      const id = Number(part);
      if (visitIds.includes(id)) keyed.add(id);
    }
  }
  const newest = Math.max(0, ...kept.map(({ savedAt }) => savedAt));
  return {
    queries: kept.length,
    ageMs: kept.length ? Date.now() - newest : 0,
    visits: visitIds.filter((id) => keyed.has(id)),
    checkLists: kept
      .filter(({ queryKey }) => queryKey.includes('check-list-params'))
      .map(({ queryKey }) => Number(queryKey.at(-1)))
      .sort((a, b) => a - b),
  };
}
