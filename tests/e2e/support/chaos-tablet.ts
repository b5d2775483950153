import type { Locator, Page } from 'playwright-core';
import type { CheckableVisit } from './chaos-api';
import { pageSummary } from './chaos-diagnostics';
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
 * The portal came up on a visit's check page: the visit and its check list are on screen inside
 * the shell, and the start-up failure screen never showed. Throws with what the page shows
 * instead.
 */
export async function expectCheckPage(
  page: Page,
  visit: CheckableVisit,
  what: string,
): Promise<void> {
  const form = page.getByTestId('check-list-form');
  const failure = page.getByText(BOOT_FAILURE);
  const visitShown = page.getByText(`№ ${visit.number}`).first();
  let waitingFor = 'the visit or its check list';
  try {
    // Visible ones only: on a tablet the visit's half sits in a hidden tab while the check's shows.
    await form
      .or(visitShown)
      .or(failure)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: START_TIMEOUT_MS });
    if (await failure.isVisible()) {
      throw new Error(`the portal did not start ("${BOOT_FAILURE}")`);
    }
    // The menu's own entry of unsent records, where pendingCount reads them: in the closed
    // overlay of a tablet it is there though its other entries are not built yet.
    waitingFor = 'the side menu';
    await page
      .locator('[data-menu-id="outbox"]')
      .waitFor({ state: 'attached', timeout: START_TIMEOUT_MS });
    // On the tablet the visit and its check list are two tabs: the visit itself (what the
    // checker judges), then the check list, one tap away.
    waitingFor = 'the visit tab';
    await showTab(page, 'Визит', visitShown);
    waitingFor = 'the check tab';
    await showTab(page, 'Проверка', form);
    waitingFor = 'the check params';
    await page
      .locator('[data-testid^="check-param-"]')
      .first()
      .waitFor({ timeout: START_TIMEOUT_MS });
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${what}, waiting for ${waitingFor}: ${why}; ${await pageSummary(page)}`);
  }
}

/**
 * Taps a tab of the check page (when the page shows tabs) until what it holds is visible: a tap
 * made while the page is still starting up may land before the tab listens.
 */
async function showTab(page: Page, name: string, content: Locator): Promise<void> {
  const tab = page.getByRole('tab', { name });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await content.isVisible())) {
    if (Date.now() > deadline) {
      await content.waitFor({ timeout: 1 });
    }
    if ((await tab.count()) > 0) await tab.tap({ timeout: 2_000 }).catch(() => undefined);
    await content.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
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
  // The portal assumes no verdict: the checker chooses it.
  const verdictName = resultOf(verdict) === 'accepted' ? 'Визит принят' : 'Визит не принят';
  await page.getByRole('radio', { name: verdictName }).check();
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
