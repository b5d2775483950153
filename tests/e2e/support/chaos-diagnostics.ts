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
  return page
    .evaluate(async (visitId) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('sfa-query-cache');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (!db.objectStoreNames.contains('clients')) return 'no persisted query cache';
      const clients = await new Promise<Array<{ key: string; client: PersistedShape }>>(
        (resolve, reject) => {
          const request = db.transaction('clients').objectStore('clients').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        },
      );
      db.close();
      return clients
        .map(({ key, client }) => {
          const { queries } = client.clientState;
          // The visit's own queries, and the check lists' params (keyed by list, not visit).
          const mine = queries
            .filter(({ queryKey }) => {
              const text = JSON.stringify(queryKey);
              return (visitId && text.includes(visitId)) || text.includes('check-list-params');
            })
            .map(({ queryKey, state }) => {
              const data = state.data === undefined ? 'no data' : 'data';
              return `${JSON.stringify(queryKey)} ${state.status} with ${data}`;
            });
          const age = Math.round((Date.now() - client.timestamp) / 1000);
          return `persisted ${key} (${age} s old): ${queries.length} queries; ${mine.join(', ') || 'none of this visit'}`;
        })
        .join('; ');
    }, visitId)
    .catch((error: unknown) => `persisted cache unreadable: ${String(error)}`);
}

interface PersistedShape {
  timestamp: number;
  clientState: {
    queries: Array<{ queryKey: unknown[]; state: { status: string; data: unknown } }>;
  };
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
