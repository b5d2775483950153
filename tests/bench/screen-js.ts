import type { Browser, Page } from 'playwright-core';

/** The signed-in screens of the speed budgets: home, feed, a visit, the check queue, a list. */
const BUDGET_SCREENS = [
  { name: 'home', path: '/sfa' },
  { name: 'visit feed', path: '/visit-feed' },
  { name: 'visit details', path: 'visit' },
  { name: 'check queue', path: '/visit-check' },
  { name: 'product list', path: '/products' },
] as const;

export interface ScreenJs {
  name: string;
  path: string;
  /** Script bytes as served (compressed), for a first load of this address signed in. */
  jsBytes: number;
  scripts: string[];
}

/** Signs the administrator in and, on the first sign-in, chooses the field-work portal. */
async function signInAdministrator(page: Page, baseUrl: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Логин').fill('administrator');
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  if (new URL(page.url()).pathname === '/portal-choice') {
    await page.getByRole('link', { name: 'Портал полевой работы' }).click();
    await page.waitForURL((address) => address.pathname !== '/portal-choice');
  }
}

/** The address of a visit the feed shows today (the visit details screen). */
async function aVisitAddress(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/visit-feed`);
  const link = page.locator('a[href^="/visit_feed/"]').first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the feed shows no visit');
  return href;
}

/**
 * What each budget screen loads as served when opened directly, signed in, on a device that has
 * never loaded the portal: a context of its own per screen (no HTTP cache, no service worker),
 * carrying only the session. Sizes are the compressed bodies Chromium received.
 */
export async function measureScreenJs(
  browser: Browser,
  baseUrl: string,
  password = 'demo-password',
): Promise<ScreenJs[]> {
  const signIn = await browser.newContext({ locale: 'ru-RU', serviceWorkers: 'block' });
  const page = await signIn.newPage();
  await signInAdministrator(page, baseUrl, password);
  const visit = await aVisitAddress(page, baseUrl);
  const storageState = await signIn.storageState();
  await signIn.close();

  const figures: ScreenJs[] = [];
  for (const screen of BUDGET_SCREENS) {
    const path = screen.path === 'visit' ? visit : screen.path;
    const context = await browser.newContext({
      locale: 'ru-RU',
      serviceWorkers: 'block',
      storageState,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const screenPage = await context.newPage();
      const pending: Promise<{ url: string; bytes: number }>[] = [];
      screenPage.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        pending.push(
          request.sizes().then((sizes) => ({
            url: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize,
          })),
        );
      });
      await screenPage.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // The screen itself, not a redirect: its address stayed and its heading is up.
      await screenPage.getByRole('heading').first().waitFor();
      await screenPage.waitForLoadState('networkidle');
      await screenPage.waitForTimeout(500);
      if (new URL(screenPage.url()).pathname !== path.split('?')[0]) {
        throw new Error(`${path} sent the page to ${screenPage.url()}`);
      }
      const scripts = await Promise.all(pending);
      figures.push({
        name: screen.name,
        path,
        jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
        scripts: scripts.map((script) => `${script.url} ${script.bytes}`),
      });
    } finally {
      await context.close();
    }
  }
  return figures;
}
