import type { Page } from 'playwright-core';
import { type InstalledProfile, openProfile } from './offline-network';

/** A checker's tablet held upright (iPad mini class): touch, a dense screen, the real worker. */
export const openTablet = (baseUrl: string): Promise<InstalledProfile> =>
  openProfile(baseUrl, {
    viewport: { width: 768, height: 1024 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });

const BOOT_FAILURE = 'Не удалось запустить портал';
const START_TIMEOUT_MS = 20_000;

/** How a visit is judged: every param accepted, or one rejected with a comment. */
export interface Verdict {
  /** Index of the rejected param among the visit's params, or null for all accepted. */
  reject: number | null;
}

export const resultOf = (verdict: Verdict) => (verdict.reject === null ? 'accepted' : 'rejected');

/**
 * The portal came up on a visit's check page: its check list is on screen inside the shell, and
 * the start-up failure screen never showed. Throws with what the page shows instead.
 */
export async function expectCheckPage(page: Page, what: string): Promise<void> {
  const form = page.getByTestId('check-list-form');
  const failure = page.getByText(BOOT_FAILURE);
  try {
    await form.or(failure).first().waitFor({ timeout: START_TIMEOUT_MS });
  } catch {
    throw new Error(
      `${what}: no check list within ${START_TIMEOUT_MS} ms; ${await pageSummary(page)}`,
    );
  }
  if (await failure.isVisible()) {
    throw new Error(
      `${what}: the portal did not start ("${BOOT_FAILURE}"); ${await pageSummary(page)}`,
    );
  }
  await page.getByTestId('side-menu').waitFor({ timeout: START_TIMEOUT_MS });
  await page
    .locator('[data-testid^="check-param-"]')
    .first()
    .waitFor({ timeout: START_TIMEOUT_MS });
}

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

/** Judges the first `upTo` params (all by default) as the verdict says. */
export async function judge(page: Page, verdict: Verdict, upTo = Number.POSITIVE_INFINITY) {
  const params = page.locator('[data-testid^="check-param-"]');
  const count = Math.min(await params.count(), upTo);
  for (let i = 0; i < count; i++) {
    const param = params.nth(i);
    if (i === verdict.reject) {
      await param.getByText('Не принят', { exact: true }).click();
      await param.getByRole('textbox').fill('Ценник не виден');
    } else {
      await param.getByText('Принят', { exact: true }).click();
    }
  }
}

export async function paramCount(page: Page): Promise<number> {
  return page.locator('[data-testid^="check-param-"]').count();
}

export async function attachPhoto(page: Page, photo: Buffer): Promise<void> {
  await page
    .getByTestId('check-list-form')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: photo });
}

/** The side menu's count of unsent records; 0 when the badge is gone. */
export async function pendingCount(page: Page): Promise<number> {
  const badge = page.getByTestId('outbox-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.getAttribute('data-count'));
}

/**
 * Saves offline and waits for the portal to say so; the check and its photo are then two more
 * unsent records. Throws with the form's error when the save was refused.
 */
export async function saveOffline(page: Page, what: string): Promise<void> {
  const before = await pendingCount(page);
  await page.getByRole('button', { name: 'Сохранить проверку' }).click();
  const queued = page.getByText(
    'Проверка сохранена на устройстве и будет отправлена при подключении',
  );
  const refused = page.getByTestId('check-list-form').getByRole('alert');
  try {
    await queued.or(refused).first().waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`${what}: saving said nothing in 15 s; ${await pageSummary(page)}`);
  }
  if (await refused.isVisible()) {
    throw new Error(`${what}: saving was refused: "${await refused.first().textContent()}"`);
  }
  await waitFor(
    async () => (await pendingCount(page)) === before + 2,
    10_000,
    async () =>
      `${what}: the unsent count stayed ${await pendingCount(page)} after saving (was ${before})`,
  );
}

/** When the page's access token runs out (ms since epoch); 0 when signed out. */
export async function tokenExpiry(page: Page): Promise<number> {
  const expiresAt = await page.evaluate(() => {
    const raw = localStorage.getItem('sfa.session');
    return raw ? (JSON.parse(raw) as { accessExpiresAt: string }).accessExpiresAt : '';
  });
  return expiresAt ? Date.parse(expiresAt) : 0;
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

/** Polls `done` every 200 ms; throws the `why` message once `timeoutMs` passed. */
export async function waitFor(
  done: () => Promise<boolean>,
  timeoutMs: number,
  why: () => Promise<string> | string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(await why());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
