import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAs } from '#tests/e2e/support/browser';
import {
  goOffline,
  goOnline,
  openProfile,
  pageToken,
  serverCall,
  waitForServiceWorker,
} from '#tests/e2e/support/offline-network';
import { median } from './stats';

const SHELL_RUNS = 9;
const PHOTOS = 100;
const PHOTO_BYTES = 2 * 1024 * 1024;

/**
 * The repeat visit of the installed portal with no network at all: from the navigation's start
 * to the side menu on screen, served by the service worker and the persisted cache.
 */
export async function benchOfflineShell(baseUrl: string) {
  const profile = await openProfile(baseUrl);
  try {
    const { page, context } = profile;
    await signInAs(page, 'check_manager');
    await waitForServiceWorker(page);
    await page.goto('/sfa');
    await page.getByTestId('side-menu').waitFor();
    await page.waitForTimeout(1500);
    await goOffline(context);
    const samples: number[] = [];
    for (let run = 0; run < SHELL_RUNS; run++) {
      const startedAt = performance.now();
      await page.goto('/sfa');
      await page.getByTestId('side-menu').waitFor({ timeout: 10_000 });
      samples.push(performance.now() - startedAt);
    }
    return { samples, median: median(samples) };
  } finally {
    await profile.close();
  }
}

/** A JPEG of about `bytes`: noise compresses badly, as a detailed shelf photo does. */
async function photoOf(bytes: number): Promise<Buffer> {
  let side = 1200;
  for (;;) {
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    for (let i = 0; i < noise.length; i += 7) noise[i] = Math.floor(Math.random() * 256);
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (jpeg.length >= bytes * 0.95) return jpeg;
    side = Math.ceil(side * Math.sqrt(bytes / jpeg.length) * 1.02);
  }
}

interface LinkList {
  total: number;
}

/**
 * 100 photos of 2 MB queued offline (each an upload and a link to a visit, the second part
 * taking the file id from the first), then the connection back: the time until the outbox is
 * empty, and whether the server got every one.
 */
export async function benchOutboxReplay(baseUrl: string) {
  const profile = await openProfile(baseUrl);
  try {
    const { page, context } = profile;
    await signInAs(page, 'administrator');
    await waitForServiceWorker(page);
    const token = await pageToken(page);
    const feed = await serverCall<{ items: Array<{ id: number }> }>(
      baseUrl,
      token,
      '/svc/main/feeds/list/',
      { date_range: { start: '2000-01-01', end: '2099-12-31' }, limit: 1 },
    );
    const visitId = feed.items[0]!.id;
    const links = () =>
      serverCall<LinkList>(baseUrl, token, '/svc/main/file_links/list/', {
        generic_type: 'SFA_VISIT',
        generic_id: [visitId],
        limit: 1,
      }).then((list) => list.total);
    const before = await links();
    const photo = await photoOf(PHOTO_BYTES);

    await page.goto('/outbox');
    await page.getByTestId('outbox-empty').waitFor();
    await goOffline(context);
    await queuePhotos(page, visitId, photo.toString('base64'), PHOTOS);
    await page.reload();
    await page.getByTestId('outbox-item').first().waitFor();
    const queued = await page.getByTestId('outbox-item').count();

    const startedAt = performance.now();
    await goOnline(context);
    await page.getByTestId('outbox-empty').waitFor({ timeout: 30 * 60_000 });
    const seconds = (performance.now() - startedAt) / 1000;
    return { queued, arrived: (await links()) - before, seconds, photoBytes: photo.length };
  } finally {
    await profile.close();
  }
}

/** Writes the items straight into the outbox database, as the outbox module would. */
async function queuePhotos(page: Page, visitId: number, base64: string, count: number) {
  await page.evaluate(
    async ({ visitId, base64, count }) => {
      const session = JSON.parse(localStorage.getItem('sfa.session') ?? '{}') as {
        user: { id: number };
      };
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('sfa-outbox');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('items', 'readwrite');
      const now = Date.now();
      for (let i = 0; i < count; i++) {
        tx.objectStore('items').put({
          id: crypto.randomUUID(),
          ownerUserId: session.user.id,
          createdAt: now + i,
          summary: { kind: 'request' },
          state: 'pending',
          attempts: 0,
          nextAttemptAt: 0,
          parts: [
            {
              service: 'files',
              method: 'POST',
              path: '/api/v2/files/upload/',
              multipart: {
                fields: { type: 'sfa_visit', visit_id: String(visitId) },
                file: {
                  field: 'file',
                  blob: new Blob([bytes], { type: 'image/jpeg' }),
                  name: `bench-${i}.jpg`,
                },
              },
              idempotencyKey: crypto.randomUUID(),
              done: false,
            },
            {
              service: 'main',
              method: 'POST',
              path: '/file_links/',
              json: {
                generic_type: 'SFA_VISIT',
                generic_id: visitId,
                file_id: { $fromPart: 0, path: 'id' },
              },
              idempotencyKey: crypto.randomUUID(),
              done: false,
            },
          ],
        });
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { visitId, base64, count },
  );
}
