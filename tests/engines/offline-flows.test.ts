import { afterAll, afterEach, beforeAll, describe, inject, it } from 'vitest';
import type { Session } from '#src/api/session';
import { RUNTIME_CONFIG_CACHE } from '#src/lib/runtime-config';
import { DEMO_PASSWORD, SESSION_KEY, signInThroughApi } from '../support/api-session';
import type { Engine, EngineName, EnginePage } from './support/engine';
import { launchFirefox } from './support/firefox';
import { type Gate, openGate } from './support/gate';
import { headingShown, photosDecoded, showsText, visible } from './support/page-scripts';
import {
  type CheckVisit,
  checkableVisits,
  checkResultsOnServer,
  judgeCheckList,
  openFeedVisit,
  outboxCount,
  portalUrl,
  signInPage,
  waitForServiceWorker,
} from './support/portal';
import { webkitEngine } from './support/webkit';

// The portal's offline flows in the engines a checker's tablet may have: WebKit (every browser
// of an iPad) and Firefox. "No server" is the gate in front of the portal refusing connections
// (support/gate.ts); the server itself runs on.

/** The kept query cache writes at most once a second: a screen left sooner may not be kept. */
const KEPT_CACHE_MS = 1500;
/** The outbox's own retry (2 s, doubling) must bring a kept check in well within this. */
const DELIVERY_BOUND_MS = 30_000;

/** A session of Node's own, to ask the server what it holds: no flow's sign-out revokes it. */
let observer: Session;
let visitsToCheck: CheckVisit[] = [];

const starts: Record<EngineName, () => Promise<Engine>> = {
  webkit: async () => webkitEngine(inject('webkitDriverPort')),
  firefox: launchFirefox,
};

beforeAll(async () => {
  observer = await signInThroughApi(portalUrl(), 'check_manager');
  visitsToCheck = await checkableVisits(observer.accessToken, 4);
});

const takeVisit = (): CheckVisit => {
  const visit = visitsToCheck.shift();
  if (!visit) throw new Error('no unchecked visit with a check list is left');
  return visit;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The two engines side by side (most of a flow is waiting: for the server, the kept cache, the
// outbox's retry), each flow after the other within an engine. Each engine has a gate of its
// own, so one engine's "no server" is not the other's.
describe.each(['webkit', 'firefox'] as const)('%s', { concurrent: true }, (name) => {
  let engine: Engine | undefined;
  let gate: Gate;
  let page: EnginePage | undefined;
  beforeAll(async () => {
    [engine, gate] = await Promise.all([starts[name](), openGate(portalUrl())]);
  }, 60_000);
  afterEach(async () => {
    gate.set('open');
    await page?.close().catch(() => undefined);
    page = undefined;
  });
  afterAll(async () => {
    await engine?.close();
    await gate?.close();
  });
  const fresh = async () => {
    if (!engine) throw new Error(`${name} did not start`);
    page = await engine.open(gate.origin);
    return page;
  };

  it.sequential('signs in on the login form, lands on the home screen, and the service worker takes control', async ({
    expect,
  }) => {
    const page = await fresh();
    await page.goto('/login');
    await page.fill({ field: 'Логин' }, 'supervisor');
    await page.fill({ field: 'Пароль' }, DEMO_PASSWORD);
    await page.click({ button: 'Войти' });
    // The start address `/` sends the page on to the user's portal.
    expect(await page.waitForPath((path) => path !== '/' && !path.startsWith('/login'))).toBe(
      '/sfa',
    );
    await page.waitFor(headingShown, ['Главная']);
    const stored = await page.evaluate(
      (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.user?.id ?? null,
      SESSION_KEY,
    );
    expect(stored).toBeGreaterThan(0);
    await waitForServiceWorker(page);
  });

  it.sequential('starts from the service worker with no server: the kept visit on screen, and the banner says so', async ({
    expect,
  }) => {
    const page = await fresh();
    const session = await signInPage(page, 'check_manager');
    const visit = await openFeedVisit(page, session.accessToken);
    await pause(KEPT_CACHE_MS);

    gate.set('refuse');
    await page.reload();
    await page.waitForText(visit.number);
    await page.waitFor(visible, ['[data-testid="side-menu"]']);
    expect(await page.has({ text: 'Не удалось запустить портал' })).toBe(false);
    // Shown with the kept data, as soon as a call finds no server: a short wait is enough.
    const banner = await page
      .waitFor(visible, ['[data-testid="offline-banner"][data-connection="no-server"]'], 5_000)
      .catch(() => false);
    expect(banner, 'the banner says the server is unreachable').toBe(true);
    const said = await page.evaluate(
      () => document.querySelector('[data-testid="offline-banner"]')?.textContent ?? '',
    );
    expect(said).toMatch(/Сервер недоступен с \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // Past the reads' retries, the kept visit is still what the screen shows.
    await pause(5_000);
    expect(await page.evaluate(showsText, visit.number)).toBe(true);
    expect(await page.has({ text: 'Ошибка сети' })).toBe(false);
  });

  it.sequential('keeps a check saved with no server on the device, and delivers it once when the server is back', async ({
    expect,
  }) => {
    const page = await fresh();
    await signInPage(page, 'check_manager');
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.waitFor(visible, ['[data-testid="check-list-form"]']);

    gate.set('refuse');
    await judgeCheckList(page);
    await page.click({ button: 'Сохранить проверку' });
    await page.waitForText('Проверка сохранена на устройстве и будет отправлена при подключении');
    await expect.poll(() => outboxCount(page)).toBe(1);
    expect(await page.evaluate(visible, '[data-testid="outbox-count"]')).toBe(true);
    expect(await checkResultsOnServer(observer.accessToken, visit.id)).toBe(0);

    // No Background Sync in either engine: the page's own retry must send it.
    gate.set('open');
    const reopened = Date.now();
    await page.waitForText('Отправлена 1 запись', DELIVERY_BOUND_MS);
    await expect
      .poll(() => checkResultsOnServer(observer.accessToken, visit.id), {
        timeout: Math.max(DELIVERY_BOUND_MS - (Date.now() - reopened), 1000),
      })
      .toBe(1);
    await expect.poll(() => outboxCount(page)).toBe(0);
    expect(await checkResultsOnServer(observer.accessToken, visit.id)).toBe(1);
  });

  it.sequential('leaves nothing of the user on the device after signing out', async ({
    expect,
  }) => {
    const page = await fresh();
    const session = await signInPage(page, 'check_manager');
    // A day's traces: a visit with its photos (the kept cache, the photo cache and its
    // expiration records), and a check sent through the outbox.
    const feed = await openFeedVisit(page, session.accessToken);
    if (feed.photo_count > 0) await page.waitFor(photosDecoded, [1]);
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.waitFor(visible, ['[data-testid="check-list-form"]']);
    await judgeCheckList(page);
    await page.click({ button: 'Сохранить проверку' });
    await expect.poll(() => checkResultsOnServer(observer.accessToken, visit.id)).toBe(1);
    await pause(KEPT_CACHE_MS);

    await page.click({ button: 'Выйти' });
    // The portal asks first only when unsent work would be lost.
    await page.waitFor(
      () =>
        location.pathname === '/login' ||
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent === 'Выйти и потерять данные',
        ),
      [],
    );
    if ((await page.path()) !== '/login') await page.click({ button: 'Выйти и потерять данные' });
    await page.waitForPath((path) => path === '/login');
    await page.waitFor(headingShown, ['Вход в портал']);

    const left = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      stored: JSON.stringify({ ...localStorage, ...sessionStorage }),
      caches: await caches.keys(),
    }));
    // What a fresh page writes again is device state, not the user's: the runtime configuration
    // and the router's scroll positions.
    expect(left.local.filter((key) => key !== 'sfa.runtime-config')).toEqual([]);
    expect(left.session.filter((key) => !key.startsWith('tsr-scroll-restoration'))).toEqual([]);
    for (const secret of [session.accessToken, session.refreshToken, session.user.last_name]) {
      expect(left.stored).not.toContain(secret);
    }
    // The shell and the deployment's settings stay: the portal needs both to start offline.
    expect(
      left.caches.filter((cache) => !cache.includes('precache') && cache !== RUNTIME_CONFIG_CACHE),
    ).toEqual([]);
    // A deletion that waits for a connection held elsewhere (the service worker's) leaves the
    // database listed until it completes: a moment is allowed for it, not the worker's lifetime.
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)), {
        timeout: 3_000,
      })
      .toEqual([]);
  });
});
