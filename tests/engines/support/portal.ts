import { inject } from 'vitest';
import type { Session } from '#src/api/session';
import { SESSION_KEY, serverCall, signInThroughApi } from '../../support/api-session';
import { checkableVisits as checkableVisitsOfDemo } from '../../support/check-visits';
import type { EnginePage } from './engine';
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
      await page.click({ text: 'Не принят', within });
      await page.fill({ field: `Комментарий: ${param.name}`, within }, 'Ценник не виден');
    } else {
      await page.click({ text: 'Принят', within });
    }
  }
  // The portal assumes no verdict: the checker chooses it.
  await page.click({ field: 'Визит не принят' });
}

/** The side menu's count of unsent records; 0 when the badge is gone. */
export function outboxCount(page: EnginePage): Promise<number> {
  return page.evaluate(() =>
    Number(document.querySelector('[data-testid="outbox-count"]')?.getAttribute('data-count') ?? 0),
  );
}
