import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkableVisits } from '../support/check-visits';
import { signInContext } from './support/api-sign-in';
import { DEMO_PASSWORD, openLanding } from './support/browser';
import {
  goOffline,
  goOnline,
  type InstalledProfile,
  openProfile,
  type ProfileDevice,
  pageToken,
  serverCall,
  waitForServiceWorker,
} from './support/offline-network';
import { photosDecoded } from './support/photos';
import { scrollToRow } from './support/table-rows';

// The checker's offline flow of issue 7 against the real server and the real service worker:
// every "offline" here cuts the page and the worker alike (support/offline-network.ts).

let baseUrl: string;
let profile: InstalledProfile | undefined;
let visits: CheckVisit[] = [];
let photo: Buffer;

interface CheckVisit {
  id: number;
  number: string;
  photo_count: number;
  visit_date: string;
  user: { id: number } | null;
}

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
});

afterEach(async () => {
  await profile?.close();
  profile = undefined;
});

/** A checker's tablet held upright (iPad mini class): touch, the visit and its check as tabs. */
const TABLET: ProfileDevice = {
  viewport: { width: 768, height: 1024 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A signed-in checker in a fresh installed profile, the service worker in control. */
async function checker(device?: ProfileDevice): Promise<Page> {
  profile = await openProfile(baseUrl, device);
  const { page, context } = profile;
  await signInContext(context, baseUrl, 'check_manager');
  await openLanding(page);
  await waitForServiceWorker(page);
  if (visits.length === 0) visits = await checkableVisitsByPhotos(await pageToken(page));
  return page;
}

/** Unchecked visits with a check list, photos first; each test takes its own. */
async function checkableVisitsByPhotos(token: string): Promise<CheckVisit[]> {
  const usable = await checkableVisits<CheckVisit>(baseUrl, token, 9);
  return usable.sort((a, b) => b.photo_count - a.photo_count);
}

const takeVisit = (): CheckVisit => {
  const visit = visits.shift();
  if (!visit) throw new Error('the demo data has too few unchecked visits with a check list');
  return visit;
};

/** Opens the visit from the queue on screen, as a checker taps its row's "Открыть". */
async function openFromQueue(page: Page, visit: CheckVisit): Promise<void> {
  const row = await scrollToRow(page.getByTestId('check-visits'), visit.number, 20_000);
  await row.getByRole('link', { name: 'Открыть' }).tap();
  await page.waitForURL((address) => address.pathname === `/visit-check/${visit.id}`);
}

/** The name of the check page's tab on screen (a narrow screen's "Визит" or "Проверка"). */
const selectedTab = (page: Page) =>
  page.getByRole('tab', { selected: true }).textContent({ timeout: 10_000 });

/** Every param judged: accepted, or the first one rejected with a comment. */
async function judgeParams(page: Page, rejectFirst = true): Promise<void> {
  const params = page.locator('[data-testid^="check-param-"]');
  await params.first().waitFor({ timeout: 20_000 });
  const count = await params.count();
  for (let i = 0; i < count; i++) {
    const param = params.nth(i);
    if (rejectFirst && i === 0) {
      await param.getByText('Не принят', { exact: true }).click();
      await param.getByRole('textbox').fill('Ценник не виден');
    } else {
      await param.getByText('Принят', { exact: true }).click();
    }
  }
  // The portal assumes no verdict: the checker chooses it.
  const verdict = rejectFirst ? 'Визит не принят' : 'Визит принят';
  await page.getByRole('radio', { name: verdict }).check();
}

async function attachPhoto(page: Page, buffer = photo): Promise<void> {
  await page
    .getByTestId('check-list-form')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'shelf.jpg', mimeType: 'image/jpeg', buffer });
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Сохранить проверку' }).click();
}

/** The side menu's count of unsent records; 0 when the badge is gone. */
async function pendingCount(page: Page): Promise<number> {
  const badge = page.getByTestId('outbox-count');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.getAttribute('data-count'));
}

interface ResultList {
  check_list_results: { total: number; items: Array<{ id: number; result: string }> };
}

/** What the server holds for the visit: its check results and their photo links. */
async function serverState(page: Page, visitId: number) {
  const token = await pageToken(page);
  const results = await serverCall<ResultList>(
    baseUrl,
    token,
    '/svc/checker/api/v1/check_list_result/list/',
    { visit_id: visitId },
  );
  const ids = results.check_list_results.items.map((item) => item.id);
  const links = ids.length
    ? await serverCall<{ total: number }>(baseUrl, token, '/svc/main/file_links/list/', {
        generic_type: 'CHECK_LIST_RESULT',
        generic_id: ids,
      })
    : { total: 0 };
  return { results: results.check_list_results.total, links: links.total };
}

// Each test signs in on a fresh profile and installs the service worker: slower than most.
describe('the checker offline', { timeout: 120_000 }, () => {
  // The tablet's narrow screen shows the visit and its check list as two tabs; the checker looks
  // at the visit and never taps "Проверка" while online.
  it('on a tablet, keeps the queue and a visit opened on its "Визит" tab: offline, its photos show and its check list is judged', async () => {
    const page = await checker(TABLET);
    const visit = takeVisit();
    expect(visit.photo_count).toBeGreaterThan(0);
    // The queue shows one day, today unless the address names another: the visit's own day,
    // and its executor's visits only, so the row is on the first page whatever other tests
    // have checked by now; a list renders only the rows in view, so it is scrolled to.
    const executor = visit.user ? `&user_ids=${visit.user.id}` : '';
    const queue = `/visit-check?date_from=${visit.visit_date}&date_to=${visit.visit_date}${executor}`;
    await page.goto(queue);
    await openFromQueue(page, visit);
    await page.getByText(`№ ${visit.number}`).first().waitFor({ timeout: 20_000 });
    const photos = await photosDecoded(page, visit.photo_count);
    expect(await selectedTab(page)).toBe('Визит');
    // What the page fetched is written as it comes; the wait covers a slow one.
    await page.waitForTimeout(1500);
    await page.goBack();
    await scrollToRow(page.getByTestId('check-visits'), visit.number, 20_000);

    await goOffline(profile!.context);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor({ timeout: 20_000 });
    // The kept data's age, as the spec writes a moment.
    expect(await page.getByTestId('offline-banner').textContent()).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await openFromQueue(page, visit);
    await page.getByText(`№ ${visit.number}`).first().waitFor({ timeout: 20_000 });
    expect(await selectedTab(page)).toBe('Визит');
    expect(await photosDecoded(page, photos)).toBeGreaterThanOrEqual(photos);

    await page.getByRole('tab', { name: 'Проверка' }).tap();
    // The check list, or the words for what was never kept on this device.
    const notKept = page.getByTestId('not-on-device').filter({ visible: true });
    await page
      .getByTestId('check-list-form')
      .or(notKept)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await notKept.allTextContents()).toEqual([]);
    await judgeParams(page);
    await save(page);
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(1);
    expect(await serverState(page, visit.id)).toEqual({ results: 0, links: 0 });
  });

  // Wi-Fi without internet, or the server down: the device says online, and no call gets through.
  it('keeps the kept queue on screen while the server refuses connections, and says since when', async () => {
    const page = await checker();
    // Not taken: nothing is written.
    const visit = visits[0];
    const executor = visit.user ? `&user_ids=${visit.user.id}` : '';
    await page.goto(
      `/visit-check?date_from=${visit.visit_date}&date_to=${visit.visit_date}${executor}`,
    );
    await scrollToRow(page.getByTestId('check-visits'), visit.number, 20_000);
    await page.waitForTimeout(1500);

    const refused = (route: Route) => route.abort('connectionrefused');
    await profile!.context.route('**', refused);
    await page.reload();
    const banner = page.locator('[data-testid="offline-banner"][data-connection="no-server"]');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toMatch(
      /Сервер недоступен с \d{4}-\d{2}-\d{2} \d{2}:\d{2}[\s\S]*Показаны сохранённые данные от \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./,
    );
    // Past the reads' retries, which used to end in 'Ошибка сети' in place of the rows.
    await page.waitForTimeout(5_000);
    await scrollToRow(page.getByTestId('check-visits'), visit.number, 1_000);
    expect(await page.getByText('Ошибка сети').count()).toBe(0);

    // The server answers again: the banner goes by itself, the rows stay.
    await profile!.context.unroute('**', refused);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 20_000 });
    await scrollToRow(page.getByTestId('check-visits'), visit.number, 10_000);
  });

  it('answers a save at once as kept on the device while the connection hangs, and sends it once answered', async () => {
    const page = await checker();
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });
    await judgeParams(page, false);

    // Every call is accepted and not answered for longer than the save may take to say so.
    await profile!.context.route('**/svc/**', (route) => {
      setTimeout(() => void route.abort('timedout').catch(() => undefined), 6_000);
    });
    const kept = page.getByText(
      'Проверка сохранена на устройстве и будет отправлена при подключении',
    );
    const shown = kept.waitFor({ timeout: 5_000 });
    const savedAt = Date.now();
    await save(page);
    await shown;
    expect(Date.now() - savedAt).toBeLessThan(5_000);
    expect(
      await page.getByRole('button', { name: 'Сохранить проверку' }).getAttribute('data-loading'),
    ).toBeNull();
    await expect.poll(() => pendingCount(page), { timeout: 5_000 }).toBe(1);

    // The send went on in the background: once calls are answered again, the check arrives once.
    await profile!.context.unroute('**/svc/**');
    await expect.poll(() => pendingCount(page), { timeout: 30_000 }).toBe(0);
    expect(await serverState(page, visit.id)).toEqual({ results: 1, links: 0 });
  });

  it('says offline that a visit never opened on this device is not saved, instead of skeletons', async () => {
    const page = await checker();
    // Any visit: none was opened in this fresh profile. Not taken, for nothing is written.
    const visit = visits[0];
    await page.goto('/visit-check');
    await page.getByText('Проверка визитов', { exact: true }).first().waitFor();
    await page.waitForTimeout(1500);

    await goOffline(profile!.context);
    await page.goto(`/visit-check/${visit.id}`);
    await page
      .getByText('Нет подключения к сети: эти данные не сохранены на устройстве')
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('.mantine-Skeleton-root').count()).toBe(0);
    expect(await page.getByTestId('check-list-form').count()).toBe(0);
  });

  it('queues a check with a photo offline, keeps it across a reload and sends it once online', async () => {
    const page = await checker();
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);

    await goOffline(profile!.context);
    await page.reload();
    await judgeParams(page);
    await attachPhoto(page);
    await save(page);
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(2);

    await page.reload();
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(2);
    expect(await serverState(page, visit.id)).toEqual({ results: 0, links: 0 });

    // The check and its photo: one toast for the drain, with the plural of two. A toast closes
    // after 3 s, so it is watched for from before the connection returns.
    const sent = page.getByText('Отправлены 2 записи', { exact: true });
    const shown = sent.waitFor({ timeout: 30_000 });
    await goOnline(profile!.context);
    await shown;
    expect(await sent.count()).toBe(1);
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(0);
    expect(await serverState(page, visit.id)).toEqual({ results: 1, links: 1 });
  });

  it('sends the queue when the access token expired while offline', async () => {
    const page = await checker();
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);

    await goOffline(profile!.context);
    // The access token runs out (and would be refused if sent); the refresh token still holds.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('sfa.session')!);
      session.accessToken = 'expired-access-token';
      session.accessExpiresAt = new Date(Date.now() - 60_000).toISOString();
      localStorage.setItem('sfa.session', JSON.stringify(session));
    });
    await page.reload();
    await judgeParams(page, false);
    await save(page);
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(1);

    const shown = page
      .getByText('Отправлена 1 запись', { exact: true })
      .waitFor({ timeout: 30_000 });
    await goOnline(profile!.context);
    await shown;
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    expect((await serverState(page, visit.id)).results).toBe(1);
    expect(await pageToken(page)).not.toBe('expired-access-token');
  });

  it('a lost answer replayed under the same key leaves one check on the server', async () => {
    const page = await checker();
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });

    // The first create reaches the server, but its answer never comes back.
    let delivered = 0;
    await profile!.context.route('**/check_list_result/create/', async (route) => {
      delivered += 1;
      if (delivered > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await judgeParams(page, false);
    await save(page);
    await expect.poll(() => delivered, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect((await serverState(page, visit.id)).results).toBe(1);

    // The item stays queued and goes again after its back-off, with the same Idempotency-Key.
    await expect.poll(() => pendingCount(page), { timeout: 15_000 }).toBe(0);
    expect(delivered).toBe(2);
    expect(await serverState(page, visit.id)).toEqual({ results: 1, links: 0 });
  });

  it('shows an item the server refused as failed with its message, with retry and discard', async () => {
    const page = await checker();
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);

    await goOffline(profile!.context);
    await page.reload();
    await judgeParams(page, false);
    // A JPEG signature and nothing behind it: the device cannot resize it, and the files
    // service refuses it.
    await attachPhoto(
      page,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
    );
    await save(page);
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(2);

    await goOnline(profile!.context);
    await page.goto('/outbox');
    const item = page.getByTestId('outbox-item');
    await expect
      .poll(() => item.first().getAttribute('data-state'), { timeout: 15_000 })
      .toBe('failed');
    expect(await item.getByTestId('outbox-error').textContent()).toBe(
      'Файл повреждён или не является изображением',
    );
    // The visit by its number, as every other screen names it; the moment as the spec writes it.
    const card = (await item.first().textContent()) ?? '';
    expect(card).toContain(`визита №${visit.number}`);
    expect(card).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The check itself arrived; the refused photo is what is left.
    expect(await serverState(page, visit.id)).toEqual({ results: 1, links: 0 });
    expect(await pendingCount(page)).toBe(1);
    expect(await item.getByRole('button', { name: 'Повторить' }).isVisible()).toBe(true);

    await item.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.getByTestId('outbox-empty').waitFor();
    expect(await pendingCount(page)).toBe(0);
  });

  it('says on /login that the queue waits for a session that ended; signing in again sends it', async () => {
    const page = await checker();
    const visit = takeVisit();
    const token = await pageToken(page);
    await page.goto(`/visit-check/${visit.id}`);
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);

    await goOffline(profile!.context);
    // Both tokens go bad while offline: back online, the auth service refuses the refresh.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('sfa.session')!);
      session.accessToken = 'expired-access-token';
      session.accessExpiresAt = new Date(Date.now() - 60_000).toISOString();
      session.refreshToken = 'revoked-refresh-token';
      localStorage.setItem('sfa.session', JSON.stringify(session));
    });
    await page.reload();
    await judgeParams(page, false);
    await save(page);
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(1);

    await goOnline(profile!.context);
    await page.waitForURL('**/login**', { timeout: 20_000 });
    const notice = page.getByTestId('kept-outbox');
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toMatch(
      /Отправка записей приостановлена.*Неотправленных записей на устройстве: 1\..*Войдите под той же учётной записью/,
    );
    const results = async () =>
      (
        await serverCall<ResultList>(
          baseUrl,
          token,
          '/svc/checker/api/v1/check_list_result/list/',
          { visit_id: visit.id },
        )
      ).check_list_results.total;
    expect(await results()).toBe(0);

    // Signing in again on the same page (no new page load) resumes the queue.
    await page.getByLabel('Логин').fill('check_manager');
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
    await expect.poll(results, { timeout: 15_000 }).toBe(1);

    // The session's end kept the portal's settings: the next start with no network works.
    await page.waitForTimeout(1500);
    // (The sign-in lands on the field-work portal: the only one a check manager may use.)
    await goOffline(profile!.context);
    await page.reload();
    await page.getByTestId('side-menu').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Не удалось запустить портал').count()).toBe(0);
  });

  it('Background Sync replays in the service worker when no tab of the portal is open', async () => {
    const page = await checker();
    const visit = takeVisit();
    await page.goto(`/visit-check/${visit.id}`);
    await page.getByTestId('check-list-form').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    await goOffline(profile!.context);
    await page.reload();
    await judgeParams(page, false);
    await save(page);
    await expect.poll(() => pendingCount(page), { timeout: 10_000 }).toBe(1);
    const token = await pageToken(page);

    // Every tab of the portal closed; the browser gets the network back and fires `sync`
    // (dispatched here through DevTools: headless Chromium does not on its own).
    const blank = await profile!.context.newPage();
    await page.close();
    await goOnline(profile!.context);
    const cdp = await profile!.context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((entry) => entry.scopeURL.startsWith(baseUrl));
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: baseUrl,
      registrationId: await registration,
      tag: 'sfa-outbox',
      lastChance: false,
    });

    const results = async () => {
      const list = await serverCall<ResultList>(
        baseUrl,
        token,
        '/svc/checker/api/v1/check_list_result/list/',
        { visit_id: visit.id },
      );
      return list.check_list_results.total;
    };
    await expect.poll(results, { timeout: 15_000 }).toBe(1);
    await blank.goto('/outbox');
    await blank.getByTestId('outbox-empty').waitFor({ timeout: 20_000 });
  });
});
