import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Session } from '#src/api/session';
import type { CheckVisit } from '#src/contracts/checker';
import type { VisitDetails } from '#src/contracts/visits';
import { fillPath, type LeafRoute, leafRoutes } from '#src/test-support/route-table';
import { signInThroughApi } from './support/api-sign-in';
import { connectBrowser, newSignedInContext } from './support/browser';
import {
  MIN_TARGET,
  sidewaysOverflow,
  smallTargets,
  spilledFieldParts,
  TABLET,
} from './support/touch-budgets';

/**
 * Every route of the route tree, walked: a route added to `src/routes` is opened here the day it
 * lands, with no test of its own for a plain screen. Each screen must open (no error or
 * not-found state, its own address, the tab titled after the route), with no console error and
 * no answer of 500 or more, on a desktop and on a portrait tablet held in the hand. On the
 * tablet, also: nothing scrolls sideways, every control meant for a finger is at least 44×44 px
 * (the rules of tablet-a11y), and what a field holds (its steppers, its clear button) stays inside
 * its borders. A failure lists every route and element that broke a rule, all at once.
 */

/** Routes that show no screen of their own. */
const NOT_SCREENS: Record<string, string> = {
  '/': 'sends a signed-in user on to their portal',
  '/$': 'the not-found splat: sends any unknown path home',
};

/** Screens the administrator never sees, opened as who does (null: nobody signed in). */
const OTHER_USERS: Record<string, string | null> = {
  '/login': null,
  '/access-denied': 'merchandiser',
};

/** A call of the portal's API as the administrator. */
type Api = <Reply>(method: 'GET' | 'POST', path: string, body?: object) => Promise<Reply>;

/** Where a path parameter's value comes from: a row of the demo data, read through the API. */
type IdSource = (api: Api, session: Session) => Promise<number>;

/** The first row of a list call. */
const firstRow =
  (path: string): IdSource =>
  async (api) => {
    const { items } = await api<{ items: { id: number }[] }>('POST', path, { limit: 1, offset: 0 });
    if (!items[0]) throw new Error(`${path} lists no row`);
    return items[0].id;
  };

/** Today's first completed visit with photos (the demo data has some every day). */
const visitWithPhotos: IdSource = async (api) => {
  const { items } = await api<{ items: { id: number; photo_count: number }[] }>(
    'POST',
    '/svc/main/feeds/list/',
    { statuses: ['completed'], limit: 1000 },
  );
  const visit = items.find((item) => item.photo_count > 0);
  if (!visit) throw new Error('no completed visit with photos today');
  return visit.id;
};

/** The journal's newest import: the seed's journals have some. */
async function firstImport(api: Api): Promise<{ id: number; project_id: number }> {
  const { items } = await api<{ items: { id: number; project_id: number }[] }>(
    'POST',
    '/svc/import/api/v1/imports/list/',
    { limit: 1, offset: 0 },
  );
  if (!items[0]) throw new Error('the import journal is empty');
  return items[0];
}

/** The user's newest export; one is asked for (and left to run) when they have none yet. */
async function anExport(api: Api): Promise<number> {
  const { items } = await api<{ items: { id: number }[] }>(
    'POST',
    '/svc/export/api/v1/exports/list/',
    { limit: 1, offset: 0 },
  );
  if (items[0]) return items[0].id;
  const started = await api<{ id: number }>('POST', '/svc/export/api/v1/exports/', {
    kind: 'sku',
    params: {},
    columns: [{ key: 'name', header: 'Название' }],
    format: 'xlsx',
  });
  return started.id;
}

const ID_SOURCES = {
  self: async (_api, session) => session.user.id,
  user: firstRow('/svc/auth/api/v1/users/list/'),
  project: firstRow('/svc/main/projects/list/'),
  projectOutlet: firstRow('/svc/main/project_outlets/list/'),
  referenceOutlet: firstRow('/svc/main/outlets/list/'),
  projectPosition: firstRow('/svc/main/project_positions/list/'),
  product: firstRow('/svc/main/v2/sku/list/'),
  workflow: firstRow('/svc/main/workflows/list/'),
  matrix: firstRow('/svc/main/matrices/list/'),
  planogram: firstRow('/svc/main/planograms/list/'),
  visit: visitWithPhotos,
  /** An answer of that visit with photos. */
  questionResult: async (api, session) => {
    const visit = await api<VisitDetails>(
      'GET',
      `/svc/main/feeds/${await visitWithPhotos(api, session)}/`,
    );
    const answer = visit.steps
      .flatMap((step) => step.questions)
      .find((question) => question.photos.length > 0 && question.question_result_id !== null);
    if (!answer?.question_result_id) throw new Error(`visit ${visit.id} has no answer with photos`);
    return answer.question_result_id;
  },
  importProcess: async (api) => (await firstImport(api)).id,
  /** The project of that import: the journal's address names both. */
  importProject: async (api) => (await firstImport(api)).project_id,
  exportJob: anExport,
  checkVisit: async (api) => {
    const { items } = await api<{ items: CheckVisit[] }>(
      'POST',
      '/svc/checker/api/v1/visits/list/',
      { date_range: { start: '2000-01-01', end: '2099-12-31' }, limit: 1, offset: 0 },
    );
    if (!items[0]) throw new Error('the check queue is empty');
    return items[0].id;
  },
} satisfies Record<string, IdSource>;

type IdName = keyof typeof ID_SOURCES;

/**
 * Each route with path parameters and where their values come from. A route missing here fails
 * the walk: a new one is walked once it is given its rows.
 */
const ROUTE_PARAMS: Record<string, Record<string, IdName>> = {
  '/login/user-profile/$userId': { userId: 'self' },
  '/sfa/user-profile/$userId': { userId: 'self' },
  '/ecp/user-profile/$userId': { userId: 'self' },
  '/team/$userId': { userId: 'user' },
  '/users/$userId': { userId: 'user' },
  '/projects/$projectId': { projectId: 'project' },
  '/catalog/outlets/$outletId': { outletId: 'projectOutlet' },
  '/catalog/outlets/$outletId/matrix': { outletId: 'projectOutlet' },
  '/catalog/reference-outlets/$outletId': { outletId: 'referenceOutlet' },
  '/catalog/reference-outlets/$outletId/outlets': { outletId: 'referenceOutlet' },
  '/project-positions/$projectPositionId': { projectPositionId: 'projectPosition' },
  '/project-positions/$projectPositionId/history': { projectPositionId: 'projectPosition' },
  '/products/$productId': { productId: 'product' },
  '/workflows/$workflowId': { workflowId: 'workflow' },
  '/matrixes/$matrixId': { matrixId: 'matrix' },
  '/matrixes/$matrixId/rules': { matrixId: 'matrix' },
  '/planograms/$planogramId': { planogramId: 'planogram' },
  '/planograms/$planogramId/outlets': { planogramId: 'planogram' },
  '/visit_feed/$visitId': { visitId: 'visit' },
  '/feed-task/create/$visitId': { visitId: 'visit' },
  '/restored-visit/copy/$visitId': { visitId: 'visit' },
  '/get_photos_by_visit_id/$visitId': { visitId: 'visit' },
  '/get_photos_by_question_result_id/$questionResultId': { questionResultId: 'questionResult' },
  '/visit-check/$visitId': { visitId: 'checkVisit' },
  '/import-journal/$importId/$projectId': { importId: 'importProcess', projectId: 'importProject' },
  '/reports/$exportId': { exportId: 'exportJob' },
  '/photo-report/$exportId': { exportId: 'exportJob' },
};

const ids = new Map<IdName, Promise<number>>();
function idOf(name: IdName, api: Api, session: Session): Promise<number> {
  let id = ids.get(name);
  if (!id) {
    id = ID_SOURCES[name](api, session);
    ids.set(name, id);
  }
  return id;
}

/** A screen to open: the route, the address, who looks at it. */
interface Stop {
  route: LeafRoute;
  path: string;
  login: string | null;
}

/** Routes whose path parameters found no row, and why: the first test fails on them. */
const unreachable: string[] = [];
let stops: Stop[] = [];

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  const session = await signInThroughApi(baseUrl, 'administrator');
  const api: Api = async (method, path, body) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response.json();
  };
  const filled = await Promise.all(
    leafRoutes()
      .filter((route) => !(route.path in NOT_SCREENS))
      .map(async (route): Promise<Stop | undefined> => {
        const sources = ROUTE_PARAMS[route.path] ?? {};
        const missing = route.params.filter((param) => !(param in sources));
        if (missing.length > 0) {
          unreachable.push(`${route.path}: no rows for ${missing.join(', ')} (ROUTE_PARAMS)`);
          return undefined;
        }
        try {
          const values = Object.fromEntries(
            await Promise.all(
              route.params.map(
                async (param) => [param, await idOf(sources[param], api, session)] as const,
              ),
            ),
          );
          const login = route.path in OTHER_USERS ? OTHER_USERS[route.path] : 'administrator';
          return { route, path: fillPath(route.path, values), login };
        } catch (error) {
          unreachable.push(`${route.path}: ${String(error)}`);
          return undefined;
        }
      }),
  );
  stops = filled.filter((stop) => stop !== undefined);
});

/**
 * What a page did wrong since it was last asked: console errors, uncaught errors, answers of
 * 500 and more. Also what it is still loading, to wait for a screen's data to have arrived.
 */
function watch(page: Page) {
  const seen: string[] = [];
  const loading = new Set<string>();
  let changedAt = Date.now();
  const settled = (url: string) => {
    loading.delete(url);
    changedAt = Date.now();
  };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) {
      seen.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('request', (request) => {
    loading.add(request.url());
    changedAt = Date.now();
  });
  page.on('requestfinished', (request) => settled(request.url()));
  page.on('requestfailed', (request) => settled(request.url()));
  return {
    take: () => seen.splice(0),
    /** Resolves once nothing has been loading for `quietMs`; names what still is after `timeout`. */
    async quiet(quietMs = 100, timeout = 10_000): Promise<string[]> {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline) {
        if (loading.size === 0 && Date.now() - changedAt >= quietMs) return [];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return [...loading].map((url) => `still loading ${url}`);
    },
  };
}

/** Navigates as the portal's own links do: the router takes the new address, no page load. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((target) => {
    const key = Math.random().toString(36).slice(2);
    const index = (history.state?.__TSR_index ?? 0) + 1;
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', target);
  }, path);

/** A screen's own sign that it is still loading its data: a skeleton marked busy. */
const skeletonShown = () => document.querySelector('[aria-busy="true"]') !== null;

/**
 * Waits for the screen to have its data: nothing loading for a moment, and no skeleton left
 * (whose data may be a request or a render away). Answers what never finished.
 */
async function settle(page: Page, watcher: ReturnType<typeof watch>): Promise<string[]> {
  const loading = await watcher.quiet();
  if (loading.length > 0 || !(await page.evaluate(skeletonShown))) return loading;
  const shown = await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 10_000,
    })
    .then(() => false)
    .catch(() => true);
  return shown ? ['still shows a skeleton'] : watcher.quiet();
}

/** The screen's own failure states: the route's error or not-found screen, a list that failed. */
const failureStates = () =>
  Array.from(document.querySelectorAll('[role="alert"], [data-list-state="failed"]'))
    .filter((element) => element.checkVisibility())
    .map((element) => `shows "${element.textContent?.trim().slice(0, 80)}"`);

interface Device {
  name: string;
  viewport: { width: number; height: number };
  touch: boolean;
}

const DESKTOP: Device = { name: 'desktop', viewport: { width: 1280, height: 900 }, touch: false };
const HANDHELD_TABLET: Device = {
  name: TABLET.name,
  viewport: { width: TABLET.width, height: TABLET.height },
  touch: true,
};

/**
 * Opens each stop in turn on one page (the first by loading it, the others by navigating in the
 * app) and answers what each broke.
 */
async function walk(context: BrowserContext, device: Device, walked: Stop[]): Promise<string[]> {
  const problems: string[] = [];
  const page = await context.newPage();
  const watcher = watch(page);
  let loaded = false;
  for (const stop of walked) {
    const found: string[] = [];
    const title = stop.route.title;
    if (!title) found.push('has no staticData.title');
    if (loaded) await navigateInApp(page, stop.path);
    else {
      await page.goto(stop.path);
      loaded = true;
    }
    const opened = await page
      .waitForFunction(
        ({ path, prefix }) => location.pathname === path && document.title.startsWith(prefix),
        { path: stop.path, prefix: `${title} — ` },
        { timeout: 10_000 },
      )
      .then(() => true)
      .catch(() => false);
    found.push(...(await settle(page, watcher)));
    if (!opened) {
      const where = await page.evaluate(() => `${location.pathname}, titled "${document.title}"`);
      found.push(`did not open: at ${where}`);
    }
    found.push(...(await page.evaluate(failureStates)));
    if (device.touch) {
      found.push(...(await page.evaluate(sidewaysOverflow, device.viewport.width)));
      found.push(...(await page.evaluate(smallTargets, MIN_TARGET)));
      found.push(...(await page.evaluate(spilledFieldParts)));
    }
    found.push(...watcher.take());
    problems.push(...found.map((problem) => `${stop.path} (${device.name}): ${problem}`));
    // After a screen that did not open, the next starts from a fresh page load.
    if (!opened) loaded = false;
  }
  await page.close();
  return problems;
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every stop on `device`: the administrator's in one context, each other user's in their own. */
async function walkAll(device: Device): Promise<string[]> {
  const options = {
    viewport: device.viewport,
    ...(device.touch ? { hasTouch: true, isMobile: true } : {}),
  };
  const byLogin = new Map<string | null, Stop[]>();
  for (const stop of stops) byLogin.set(stop.login, [...(byLogin.get(stop.login) ?? []), stop]);
  const problems: string[] = [];
  for (const [login, walked] of byLogin) {
    const context =
      login === null
        ? await browser.newContext({ locale: 'ru-RU', baseURL: inject('baseUrl'), ...options })
        : await newSignedInContext(browser, login, options);
    try {
      problems.push(...(await walk(context, device, walked)));
    } finally {
      await context.close();
    }
  }
  return problems;
}

describe('every route of the route tree', () => {
  it('has the rows its path parameters need', () => {
    expect(unreachable).toEqual([]);
    expect(stops.length).toBeGreaterThan(60);
  });

  // Both walks at once, in contexts of their own: much of a walk is waiting on the server and the
  // page, so side by side they end sooner than one after the other.
  it('opens every screen on a desktop, and within a tablet held in the hand', {
    timeout: 120_000,
  }, async () => {
    const walks = await Promise.all([walkAll(DESKTOP), walkAll(HANDHELD_TABLET)]);
    expect(walks.flat()).toEqual([]);
  });
});
