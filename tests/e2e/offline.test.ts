import type { CDPSession, Page, Route } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signInContext } from './support/api-sign-in';
import { openLanding } from './support/browser';
import {
  goOffline,
  type InstalledProfile,
  openProfile,
  pageToken,
  serverCall,
  waitForServiceWorker,
} from './support/offline-network';
import { photosDecoded } from './support/photos';

let profile: InstalledProfile | undefined;
afterEach(async () => {
  await profile?.close();
  profile = undefined;
});

interface Feed {
  items: Array<{ id: number; number: string; photo_count: number }>;
}

/** A visit of the demo data with photos, as the signed-in user sees the feed. */
async function visitWithPhotos(page: Page, baseUrl: string) {
  const feed = await serverCall<Feed>(baseUrl, await pageToken(page), '/svc/main/feeds/list/', {
    date_range: { start: '2000-01-01', end: '2099-12-31' },
    limit: 200,
  });
  const visit = feed.items.find((item) => item.photo_count > 0);
  if (!visit) throw new Error('the demo data has no visit with photos');
  return visit;
}

describe('installable, offline-capable portal', () => {
  it('passes Chromium’s installability check', async () => {
    profile = await openProfile(inject('baseUrl'));
    const { page, context } = profile;
    await page.goto('/login');
    await waitForServiceWorker(page);
    const cdp: CDPSession = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'SFA Портал', display: 'standalone', start_url: '/' });
  });

  it('serves built files from the precache and service calls from the network, without waking the service worker', async () => {
    profile = await openProfile(inject('baseUrl'));
    const { page, context } = profile;
    await page.goto('/login');
    await waitForServiceWorker(page);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sources = new Map<string, string[]>();
    cdp.on('Network.responseReceived', ({ response }) => {
      const path = new URL(response.url).pathname;
      const kind = path.startsWith('/assets/') ? 'asset' : path.startsWith('/svc/') ? 'call' : '';
      if (!kind) return;
      const source = response.serviceWorkerRouterInfo?.actualSourceType ?? 'fetch handler';
      sources.set(kind, [...(sources.get(kind) ?? []), source]);
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.evaluate(() => fetch('/svc/auth/api/v1/no-such-call/').then(() => undefined));
    await expect.poll(() => sources.get('call')?.length ?? 0).toBeGreaterThan(0);
    expect(new Set(sources.get('call'))).toEqual(new Set(['network']));
    expect(sources.get('asset')?.length).toBeGreaterThan(0);
    expect(new Set(sources.get('asset'))).toEqual(new Set(['cache']));
  });

  it('after one visit, opens the portal, the feed and a visit with its photos with no network', async () => {
    const baseUrl = inject('baseUrl');
    profile = await openProfile(baseUrl);
    const { page, context } = profile;
    await signInContext(context, baseUrl, 'check_manager');
    await openLanding(page);
    await waitForServiceWorker(page);
    const visit = await visitWithPhotos(page, baseUrl);

    await page.goto(`/visit_feed/${visit.id}`);
    const photosOnline = await photosDecoded(page, visit.photo_count);
    // The persisted cache is written at most once a second.
    await page.waitForTimeout(1500);

    await goOffline(context);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor({ timeout: 20_000 });
    expect(await photosDecoded(page, photosOnline)).toBeGreaterThanOrEqual(photosOnline);
    await expect(page.getByText(visit.number).first().isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('offline-banner').textContent()).resolves.toMatch(
      // A moment as the spec writes it: YYYY-MM-DD HH:mm.
      /Нет подключения к сети[\s\S]*Показаны сохранённые данные от \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./,
    );

    // Another screen of the shell, straight from the address bar: the side menu is there.
    await page.goto('/sfa');
    await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
  });

  it('keeps a visit left within a second of opening it for the offline start', async () => {
    const baseUrl = inject('baseUrl');
    profile = await openProfile(baseUrl);
    const { page, context } = profile;
    await signInContext(context, baseUrl, 'check_manager');
    await openLanding(page);
    await waitForServiceWorker(page);
    const visit = await visitWithPhotos(page, baseUrl);

    await page.goto(`/visit_feed/${visit.id}`);
    await page.getByText(visit.number).first().waitFor({ timeout: 20_000 });
    // At once, well within the persisted cache's one write a second.
    await goOffline(context);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor({ timeout: 20_000 });
    await page.getByText(visit.number).first().waitFor({ timeout: 20_000 });
  });

  it('starts with the last good configuration after a 503, an HTML page for it and a hang', async () => {
    const baseUrl = inject('baseUrl');
    profile = await openProfile(baseUrl);
    const { page, context } = profile;
    await signInContext(context, baseUrl, 'check_manager');
    await openLanding(page);
    await waitForServiceWorker(page);
    await page.goto('/sfa');
    await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });

    // A server restarting, then a proxy's page in its place: each start goes on with the copy.
    for (const failure of [
      { status: 503, contentType: 'application/json', body: '{"detail":"unavailable"}' },
      { status: 200, contentType: 'text/html', body: '<!doctype html><title>Proxy</title>' },
    ]) {
      await context.route('**/config.json', (route) => route.fulfill(failure));
      await page.reload();
      await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
      await context.unroute('**/config.json');
    }

    // A server that hangs on it: the portal starts from its kept copy at once, not blank.
    const hanging: Route[] = [];
    await context.route('**/config.json', (route) => void hanging.push(route));
    const reloadedAt = Date.now();
    await page.reload();
    await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
    // Waiting for the hung call would take its 20 s time-out; a loaded machine's reload takes a few.
    expect(Date.now() - reloadedAt).toBeLessThan(8_000);
    await context.unroute('**/config.json');
    await Promise.all(hanging.map((route) => route.abort().catch(() => undefined)));

    // Neither answer replaced the service worker's copy: without the page's own copy, the
    // portal still starts with no network.
    await page.evaluate(() => localStorage.removeItem('sfa.runtime-config'));
    // The persisted cache is written at most once a second.
    await page.waitForTimeout(1500);
    await goOffline(context);
    await page.reload();
    await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Не удалось запустить портал').count()).toBe(0);
  });
});
