import { inject } from 'vitest';
import type { Session } from '#src/api/session';
import { SESSION_KEY, serverCall, signInThroughApi } from '../../support/api-session';
import { checkableVisits as checkableVisitsOfDemo } from '../../support/check-visits';
import type { EnginePage, PageScript } from './engine';
import type { Target } from './page-scripts';
import { controlledByServiceWorker } from './page-scripts';

/** The portal's own address, for calls from Node that no gate stands in front of. */
export const portalUrl = () => inject('portalUrl');

/** Resolves once the service worker controls the page. */
export async function waitForServiceWorker(page: EnginePage): Promise<void> {
  await page.waitFor(controlledByServiceWorker, [], 30_000);
}

/**
 * `login` signed in through the API and its session put where the portal keeps it, then the
 * portal opened and left to send the page on (decision 055: only the sign-in flow uses the
 * form). Waits for the service worker to take control, as an installed portal has it.
 */
export async function signInPage(page: EnginePage, login: string): Promise<Session> {
  const session = await signInThroughApi(portalUrl(), login);
  await page.goto('/login');
  await page.evaluate(
    (key: string, value: string) => localStorage.setItem(key, value),
    SESSION_KEY,
    JSON.stringify(session),
  );
  await page.goto('/');
  await page.waitForPath((path) => path !== '/' && !path.startsWith('/login'));
  await waitForServiceWorker(page);
  return session;
}

export interface FeedVisit {
  id: number;
  number: string;
  photo_count: number;
}

/** A visit of the feed as `token`'s user sees it, one with photos when there is one. */
async function feedVisit(token: string): Promise<FeedVisit> {
  const feed = await serverCall<{ items: FeedVisit[] }>(
    portalUrl(),
    token,
    '/svc/main/feeds/list/',
    {
      date_range: { start: '2000-01-01', end: '2099-12-31' },
      limit: 200,
    },
  );
  const visit = feed.items.find((item) => item.photo_count > 0) ?? feed.items[0];
  if (!visit) throw new Error('the demo data has no visit in the feed');
  return visit;
}

/** The feed's visit of {@link feedVisit}, opened and shown. */
export async function openFeedVisit(page: EnginePage, token: string): Promise<FeedVisit> {
  const visit = await feedVisit(token);
  await page.goto(`/visit_feed/${visit.id}`);
  await page.waitForText(visit.number);
  return visit;
}

export interface CheckVisit {
  id: number;
  number: string;
}

/** Unchecked visits with a check list, as the checker's queue has them; each flow takes one. */
export async function checkableVisits(token: string, wanted: number): Promise<CheckVisit[]> {
  const usable = await checkableVisitsOfDemo<CheckVisit>(portalUrl(), token, wanted);
  if (usable.length < wanted) {
    throw new Error(`the demo data has fewer than ${wanted} unchecked visits with a check list`);
  }
  return usable;
}

/** How many check results the server holds for the visit. */
export async function checkResultsOnServer(token: string, visitId: number): Promise<number> {
  const { check_list_results } = await serverCall<{ check_list_results: { total: number } }>(
    portalUrl(),
    token,
    '/svc/checker/api/v1/check_list_result/list/',
    { visit_id: visitId },
  );
  return check_list_results.total;
}

/**
 * `target` clicked, and again while `taken` does not say so: a click aimed just before the layout
 * moves (the offline banner appearing above) lands beside it, and a user clicks again.
 */
async function clickUntil(
  page: EnginePage,
  target: Target,
  taken: PageScript<boolean>,
  args: unknown[],
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.click(target);
    if (await page.waitFor(taken, args, 3_000).catch(() => false)) return;
    if (attempt === 3) throw new Error(`${JSON.stringify(target)}: not taken after 3 clicks`);
  }
}

/** Whether the param's segment of `value` is chosen. */
const segmentChosen = (within: string, value: string) =>
  document.querySelector(`${within} input[value="${value}"]`)?.matches(':checked') ?? false;

/** Whether the radio labelled `label` is chosen. */
const radioChosen = (label: string) => {
  const found = [...document.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === label,
  );
  return found?.control?.matches(':checked') ?? false;
};

/** Every param of the open check list judged (the first one rejected with a comment), and the verdict. */
export async function judgeCheckList(page: EnginePage): Promise<void> {
  const params = await page.waitFor(() => {
    const found = [...document.querySelectorAll('[data-testid^="check-param-"]')].map((param) => ({
      testId: param.getAttribute('data-testid') ?? '',
      name: param.getAttribute('aria-label') ?? '',
    }));
    return found.length > 0 ? found : null;
  });
  for (const [index, param] of params.entries()) {
    const within = `[data-testid="${param.testId}"]`;
    if (index === 0) {
      await clickUntil(page, { text: 'Не принят', within }, segmentChosen, [within, 'rejected']);
      await page.fill({ field: `Комментарий: ${param.name}`, within }, 'Ценник не виден');
    } else {
      await clickUntil(page, { text: 'Принят', within }, segmentChosen, [within, 'accepted']);
    }
  }
  // The portal assumes no verdict: the checker chooses it.
  await clickUntil(page, { field: 'Визит не принят' }, radioChosen, ['Визит не принят']);
}

/** The side menu's count of unsent records; 0 when the badge is gone. */
export function outboxCount(page: EnginePage): Promise<number> {
  return page.evaluate(() =>
    Number(document.querySelector('[data-testid="outbox-count"]')?.getAttribute('data-count') ?? 0),
  );
}
