import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessTokenOf, connectBrowser, newSignedInContext, openLanding } from './support/browser';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

interface FeedRow {
  id: number;
  number: string;
  photo_count: number;
  outlet: { name: string };
}

/** Today's completed visits as the signed-in user sees them: the test picks one with photos. */
async function visitWithPhotos(page: Page): Promise<FeedRow> {
  const response = await fetch(new URL('/svc/main/feeds/list/', inject('baseUrl')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(page)}`,
    },
    body: JSON.stringify({ statuses: ['completed'], limit: 1000 }),
  });
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: FeedRow[] };
  const visit = items.find((item) => item.photo_count >= 2);
  if (!visit) throw new Error('no completed visit with photos today');
  return visit;
}

describe('photo downloads', () => {
  it("downloads a visit's photos as a ZIP named after the visit", async () => {
    context = await newSignedInContext(browser, 'supervisor', { acceptDownloads: true });
    const page = await context.newPage();
    await openLanding(page);
    const visit = await visitWithPhotos(page);

    const download = page.waitForEvent('download');
    await page.goto(`/get_photos_by_visit_id/${visit.id}`);
    await page.getByRole('heading', { name: 'Скачать фото' }).waitFor();
    const saved = await download;
    const expectedName = `${visit.number}_${visit.outlet.name}.zip`.replace(/["/\\:*?<>|]/g, '_');
    expect(saved.suggestedFilename()).toBe(expectedName);
    await page.getByText('Архив скачан').waitFor();
    await expect(page.getByTestId('archive-summary').textContent()).resolves.toContain(
      `${visit.photo_count} фото`,
    );

    const path = join(mkdtempSync(join(tmpdir(), 'sfa-zip-')), 'photos.zip');
    await saved.saveAs(path);
    const bytes = readFileSync(path);
    // A ZIP starts with a local file header, and this one holds the visit's photos.
    expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
    const entries = Object.keys(unzipSync(new Uint8Array(bytes)));
    expect(entries).toHaveLength(visit.photo_count);
    expect(entries.every((name) => name.startsWith(expectedName.replace(/\.zip$/, '/')))).toBe(
      true,
    );

    // Back to the visit the photos came from.
    await page.getByRole('link', { name: `← К визиту №${visit.number}` }).click();
    await page.waitForURL(`**/visit_feed/${visit.id}`);
  });
});
