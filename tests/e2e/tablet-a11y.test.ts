import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckVisit } from '#src/contracts/checker';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import {
  MIN_TARGET,
  sidewaysOverflow,
  smallTargets,
  spilledFieldParts,
  TABLET,
} from './support/touch-budgets';

/**
 * The budgets every screen inherits: on a phone held in the hand, nothing scrolls sideways, every
 * control meant for a finger is at least 44×44 px and what a field holds stays inside it (on a
 * portrait tablet the smoke walk holds every route to these, smoke.test.ts); on a phone, a tablet
 * and a desktop, axe finds no serious or critical violation.
 */
const signedIn = setupSignedInPages();

const PHONE = { name: 'phone', width: 390, height: 844 } as const;
/** A portrait tablet and a phone, both touch devices (`hasTouch`, `isMobile`). */
const HANDHELD = [TABLET, PHONE] as const;
const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;

const url = (path: string) => new URL(path, inject('baseUrl')).toString();

interface Screen {
  name: string;
  /** Who looks at it; null: nobody signed in. */
  login: string | null;
  path: () => string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
}

let visit: CheckVisit | undefined;
const visitId = () => {
  if (!visit) throw new Error('no visit to look at');
  return visit.id;
};

const SCREENS: Screen[] = [
  {
    name: 'login',
    login: null,
    path: () => '/login',
    ready: (page) => page.getByRole('button', { name: 'Войти', exact: true }),
  },
  {
    name: 'home',
    login: 'administrator',
    path: () => '/sfa',
    ready: (page) => page.getByRole('heading').first(),
  },
  {
    name: 'visit feed',
    login: 'administrator',
    path: () => '/visit-feed',
    ready: (page) => page.getByRole('row').nth(1),
  },
  {
    name: 'visit details',
    login: 'administrator',
    path: () => `/visit_feed/${visitId()}`,
    ready: (page) => page.getByText(visit?.number ?? '').first(),
  },
  {
    name: 'check queue',
    login: 'check_manager',
    path: () => '/visit-check?date_from=2000-01-01&date_to=2099-12-31',
    ready: (page) => page.getByTestId('check-visits').getByRole('row').nth(1),
  },
  {
    name: 'visit check',
    login: 'check_manager',
    path: () => `/visit-check/${visitId()}`,
    ready: (page) => page.getByText(visit?.number ?? '').first(),
  },
  {
    name: 'photo report',
    login: 'administrator',
    path: () =>
      `/reports/photo-report?project_ids=${visit?.project.id}&date_from=${visit?.visit_date}&date_to=${visit?.visit_date}`,
    ready: (page) => page.getByTestId('report-photo').first(),
  },
  {
    name: 'catalog list',
    login: 'administrator',
    path: () => '/products',
    ready: (page) => page.getByTestId('resource-table').getByRole('row').nth(1),
  },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} — ${node.any[0]?.message ?? ''}`)
          .join(' | ')}`,
    );
}

async function open(
  screen: Screen,
  size: { width: number; height: number },
  touch: boolean,
  options: { withFilters?: boolean } = {},
) {
  const page = await signedIn(screen.login, {
    path: screen.path(),
    width: size.width,
    height: size.height,
    touch,
  });
  await screen.ready(page).waitFor();
  // A phone starts a list with its filters folded: opened, they are held to the budgets too.
  const showFilters = page.getByRole('button', { name: 'Показать фильтры' });
  if (options.withFilters && (await showFilters.isVisible())) {
    await showFilters.click();
    await page.getByRole('button', { name: 'Скрыть фильтры' }).waitFor();
  }
  // Skeletons and the first layout pass settle.
  await page.waitForLoadState('networkidle');
  return page;
}

/** Whether the element's centre is on screen and is what a tap there would hit. */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (rect.left < 0 || rect.right > window.innerWidth || y < 0 || y > window.innerHeight) {
      return false;
    }
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit && (hit === element || element.contains(hit)));
  });

describe('tablet, phone and accessibility budgets', () => {
  beforeAll(async () => {
    // A visit of the check queue to look at: read as the check manager would list it.
    const page = await signedIn('check_manager');
    const response = await fetch(url('/svc/checker/api/v1/visits/list/'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await accessTokenOf(page)}`,
      },
      body: JSON.stringify({
        date_range: { start: '2000-01-01', end: '2099-12-31' },
        limit: 1,
        offset: 3,
      }),
    });
    expect(response.status).toBe(200);
    visit = ((await response.json()) as { items: CheckVisit[] }).items[0];
    expect(visit).toBeDefined();
  });

  for (const screen of SCREENS) {
    it(`${screen.name} on a phone (${PHONE.width}×${PHONE.height}, touch)`, async () => {
      const page = await open(screen, PHONE, true, { withFilters: true });
      expect(await page.evaluate(sidewaysOverflow, PHONE.width)).toEqual([]);
      expect(await page.evaluate(smallTargets, MIN_TARGET)).toEqual([]);
      expect(await page.evaluate(spilledFieldParts)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`${screen.name} on a tablet (${TABLET.width}×${TABLET.height}, touch): no serious accessibility violation`, async () => {
      const page = await open(screen, TABLET, true, { withFilters: true });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const size of HANDHELD) {
    it(`a list starts with its filters ${size.name === 'phone' ? 'folded and its first rows on screen' : 'open'} on a ${size.name}`, async () => {
      const page = await open(SCREENS[2], size, true);
      const toggle = size.name === 'phone' ? 'Показать фильтры' : 'Скрыть фильтры';
      await expect.poll(() => page.getByRole('button', { name: toggle }).isVisible()).toBe(true);
      if (size.name === 'phone') {
        const firstRow = page.getByRole('row').nth(1);
        expect(await reachable(firstRow.getByRole('link').first()), 'the first row').toBe(true);
      }
    });

    it(`the check queue keeps number, check and action on screen on a ${size.name}`, async () => {
      const page = await open(SCREENS[4], size, true);
      const table = page.getByTestId('check-visits');
      const number = table.getByRole('columnheader', { name: '№' });
      expect(await reachable(number), 'the number column').toBe(true);
      const check = table.getByRole('columnheader', { name: 'Проверка' });
      expect(await reachable(check), 'the check column').toBe(true);
      const row = table.getByRole('row').nth(1);
      expect(await reachable(row.getByTestId('checked-sign')), 'the check sign').toBe(true);
      const openLink = row.getByRole('link', { name: 'Открыть' });
      expect(await reachable(openLink), 'the open button').toBe(true);
      // The badge shows its whole text.
      const sign = row.getByTestId('checked-sign');
      const clipped = await sign.evaluate((badge) =>
        Array.from(badge.querySelectorAll('*'))
          .concat(badge)
          .some((part) => part.scrollWidth > part.clientWidth + 1),
      );
      expect(clipped, 'the check sign is cut').toBe(false);
    });

    it(`a checker reaches the check list in one tap on a ${size.name}`, async () => {
      const page = await open(SCREENS[5], size, true);
      const form = page.getByTestId('check-list-form');
      // The visit comes first; its check list is one tap away, not below the questionnaire.
      const tab = page.getByRole('tab', { name: 'Проверка' });
      await tab.tap();
      await form.waitFor();
      const top = await form.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeLessThan(size.height);
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      // And back to the visit.
      await page.getByRole('tab', { name: 'Визит' }).tap();
      await page
        .getByText(visit?.number ?? '')
        .first()
        .waitFor();
      expect(await form.isVisible()).toBe(false);
    });

    it(`the menu lies over the screen and closes on a ${size.name}`, async () => {
      const page = await open(SCREENS[1], size, true);
      const main = page.locator('main');
      const left = async () => (await main.boundingBox())?.x ?? -1;
      const before = await left();
      expect(before).toBeLessThan(20);
      await page.getByRole('button', { name: 'Развернуть меню' }).tap();
      const navbar = page.locator('nav').first();
      await navbar.getByRole('link').first().waitFor();
      expect(await left()).toBe(before);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Развернуть меню' }).waitFor();
      await page.getByRole('button', { name: 'Развернуть меню' }).tap();
      await navbar.getByRole('link', { name: 'Лента визитов' }).tap();
      await page.waitForURL('**/visit-feed**');
      await page.getByRole('button', { name: 'Развернуть меню' }).waitFor();
    });
  }

  for (const screen of SCREENS) {
    it(`${screen.name} on a desktop: no serious accessibility violation`, async () => {
      const page = await open(screen, DESKTOP, false);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('a checker sees the check list beside the visit on a desktop', async () => {
    const page = await open(SCREENS[5], DESKTOP, false);
    const form = page.getByTestId('check-list-form');
    await form.waitFor();
    expect(await page.getByRole('tab', { name: 'Проверка' }).count()).toBe(0);
    const top = await form.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(DESKTOP.height);
  });
});
