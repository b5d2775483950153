import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Route } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './browser-launch';

export { serverCall } from '../../support/api-session';

export interface InstalledProfile {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * A Chromium profile on disk, as an installed PWA has: Playwright's ordinary contexts are
 * off-the-record, and Chromium does not offer to install a site there ("in-incognito"). A profile
 * on disk is a Chromium of its own, not a context of the run's one (global-setup.ts).
 */
export async function openProfile(
  baseUrl: string,
  device: ProfileDevice = {},
): Promise<InstalledProfile> {
  const dir = mkdtempSync(join(tmpdir(), 'sfa-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...CHROMIUM_LAUNCH,
    locale: 'ru-RU',
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    ...device,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A device other than the default desktop window, e.g. a tablet's viewport and touch. */
export interface ProfileDevice {
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
}

const cutOff = (route: Route) => route.abort('internetdisconnected');

/**
 * Really offline, for the page and for the service worker. `setOffline` alone cuts the page
 * (and flips navigator.onLine) but not the worker's own fetches (microsoft/playwright#2311);
 * a context-wide route sees the worker's requests too in Chromium and fails every one of them.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**', cutOff);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**', cutOff);
  await context.setOffline(false);
}

/** Resolves once the service worker controls the page (it claims clients on first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
}

/** The access token the page holds now. */
export async function pageToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('sfa.session');
    return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  });
}
