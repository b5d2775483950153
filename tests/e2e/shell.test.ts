import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, newSignedInContext } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());
afterEach(() => context?.close());

/** A fresh profile at `width`, signed in as `login` and on /sfa. */
async function signedIn(login: string, width = 1280): Promise<Page> {
  context = await newSignedInContext(browser, login, { viewport: { width, height: 900 } });
  page = await context.newPage();
  await page.goto('/sfa');
  await page.getByTestId('side-menu').waitFor();
  return page;
}

const menu = () => page.getByTestId('side-menu');
const navbar = () => page.locator('nav.mantine-AppShell-navbar');

/** Every entry of the side menu, groups opened (nested ones too), in order. */
async function menuLabels(): Promise<string[]> {
  for (;;) {
    const closed = menu().locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  await page.waitForTimeout(300);
  const labels = await menu().locator('a, button').allInnerTexts();
  return labels.map((label) => label.trim());
}

/** Where the side menu is: off screen (closed) or not. */
const menuOnScreen = async () => {
  const box = await navbar().boundingBox();
  return box !== null && box.x + box.width > 0;
};

// Derived from server/seed/data/permissions.ts: the same grants in every project; every staff
// role also has user_notifications and support_requests_list. Only screens that exist have an
// entry (menu-routes.test.ts); the spec's others join the menu with their screens.
// biome-ignore format: one line per menu group reads like the menu
const ADMINISTRATOR = [
  'Лента визитов', 'Проверка визитов', 'График визитов',
  'Справочники', 'Клиенты', 'Проекты',
  'Торговые точки', 'Точки проекта', 'Эталонные точки',
  'Команда',
  'Оргструктура', 'Города', 'Территории', 'Филиалы', 'Регионы', 'Сети', 'Типы точек',
  'Сети проекта', 'Должности', 'Должности проекта',
  'Пользователи', 'Планограммы',
  'Продукция', 'Товары', 'Категории товаров', 'Группы товаров', 'Бренды', 'Производители',
  'Матрицы', 'Ассортиментные матрицы', 'Процессы', 'Действия',
  'Обращения в поддержку',
];
/** client: feeds read (reports and photo reports have no screens yet). */
const CLIENT = ['Лента визитов', 'Обращения в поддержку'];
/** check_manager: the checker screen by role; feeds by settings. */
const CHECK_MANAGER = ['Лента визитов', 'Проверка визитов', 'Обращения в поддержку'];

describe('the side menu', () => {
  it.each([
    ['administrator', ADMINISTRATOR],
    ['client', CLIENT],
    ['check_manager', CHECK_MANAGER],
  ])('shows %s exactly the entries their rights allow', async (login, expected) => {
    await signedIn(login);
    await expect.poll(() => menuLabels(), { timeout: 15_000 }).toEqual(expected);
    // The user's own items, outside the permission-filtered entries.
    for (const name of ['Уведомления', 'Поддержка']) {
      expect(await navbar().getByText(name, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Выйти' }).isVisible()).toBe(true);
  });

  it('leads every entry to its own screen, never back home', async () => {
    await signedIn('administrator');
    // Entries show as the user's rights arrive: wait for all of them, groups opened.
    await expect.poll(() => menuLabels(), { timeout: 15_000 }).toEqual(ADMINISTRATOR);
    // The feed's link carries its default filter (today, completed visits) in the address.
    const feedHref = await menu().getByRole('link', { name: 'Лента визитов' }).getAttribute('href');
    expect(new URL(feedHref ?? '', 'http://portal').pathname).toBe('/visit-feed');

    const links = menu().getByRole('link');
    // The five groups are buttons. A late re-render can close a group: open them again.
    const expected = ADMINISTRATOR.length - 5;
    await expect
      .poll(async () => (await menuLabels()) && (await links.count()), { timeout: 15_000 })
      .toBe(expected);
    const count = expected;
    const home = ['SFA Портал', 'Главная — SFA Портал'];
    let previous = await page.title();
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const path = new URL((await link.getAttribute('href')) ?? '', 'http://portal').pathname;
      await link.click();
      // Each screen titles its tab after itself once its route has loaded; a dead entry would
      // end at /sfa instead.
      await expect.poll(() => page.title()).not.toBe(previous);
      previous = await page.title();
      expect(home).not.toContain(previous);
      expect(new URL(page.url()).pathname, previous).toBe(path);
    }
  });

  it('stays collapsed across a reload', async () => {
    await signedIn('supervisor');
    expect(await menu().getByText('Лента визитов').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Свернуть меню' }).click();
    await expect.poll(() => menu().getByText('Лента визитов').count()).toBe(0);
    // The rail keeps the entries, as icons with their names for assistive technology.
    expect(await menu().getByRole('link', { name: 'Лента визитов' }).isVisible()).toBe(true);

    await page.reload();
    await menu().waitFor();
    expect(await page.getByRole('button', { name: 'Развернуть меню' }).isVisible()).toBe(true);
    expect(await menu().getByText('Лента визитов').count()).toBe(0);
    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    await expect.poll(() => menu().getByText('Лента визитов').isVisible()).toBe(true);
  });

  it('closes by itself on a narrow screen and opens over the page on demand', async () => {
    await signedIn('supervisor');
    expect(await menuOnScreen()).toBe(true);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(menuOnScreen).toBe(false);

    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    await expect.poll(menuOnScreen).toBe(true);
    await menu().getByRole('link', { name: 'Лента визитов' }).click();
    await page.waitForURL(/\/visit-feed/);
    await expect.poll(menuOnScreen).toBe(false);

    // A narrow start is closed too, whatever the wide screen had.
    await page.goto('/sfa');
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    expect(await menuOnScreen()).toBe(false);
    // Its entries are built on the first opening: they are there at once.
    await page.getByRole('button', { name: 'Развернуть меню' }).click();
    await expect.poll(menuOnScreen).toBe(true);
    await menu().getByRole('link', { name: 'Лента визитов' }).click();
    await page.waitForURL(/\/visit-feed/);
  });
});

describe('a screen without a menu entry', () => {
  it('opens from the screen it belongs to: the restored visits from the feed', async () => {
    await signedIn('administrator');
    await menu().getByRole('link', { name: 'Лента визитов' }).click();
    await page.getByRole('link', { name: 'Восстановленные визиты' }).click();
    await page.getByRole('heading', { name: 'Восстановленные визиты' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/restored-visit');
  });
});

describe('the frame', () => {
  it('shows the version in the footer and the screen in the tab title', async () => {
    await signedIn('analyst');
    expect(await page.getByTestId('app-version').textContent()).toBe('v1.13.0');
    await expect.poll(() => page.title()).toBe('Главная — SFA Портал');
  });

  it('titles every screen after itself, so that tabs differ', async () => {
    await signedIn('administrator');
    const titles: string[] = [];
    for (const [path, screen] of [
      ['/visit-feed', 'Лента визитов'],
      ['/visit-schedule', 'График визитов'],
      ['/visit-check', 'Проверка визитов'],
      ['/catalog/cities', 'Города'],
      ['/catalog/outlets', 'Торговые точки проекта'],
      ['/projects', 'Проекты'],
      ['/team', 'Команда'],
      ['/users', 'Пользователи'],
      ['/support-requests', 'Обращения в поддержку'],
      ['/notifications', 'Уведомления'],
      ['/outbox', 'Неотправленные записи'],
      ['/policies', 'Политика конфиденциальности'],
    ]) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(`${screen} — SFA Портал`);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);

    const guest = await browser.newContext({ locale: 'ru-RU', baseURL: inject('baseUrl') });
    try {
      const login = await guest.newPage();
      await login.goto('/login');
      await expect.poll(() => login.title()).toBe('Вход в портал — SFA Портал');
    } finally {
      await guest.close();
    }
  });
});

describe('the project selector', () => {
  interface Summary {
    project_ids: number[];
    visits: { total: number } | null;
  }

  /** The home figures as the server gives them, with the page's own token. */
  const summaryFor = (projectIds: number[]) =>
    page.evaluate(async (ids) => {
      const session = JSON.parse(localStorage.getItem('sfa.session') ?? '{}');
      const response = await fetch('/svc/main/home/summary/', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(ids.length ? { project_ids: ids } : {}),
      });
      return (await response.json()) as Summary;
    }, projectIds);

  const shownVisits = () => page.getByTestId('home-visits-value').textContent();

  it('scopes the home figures, and is remembered', async () => {
    await signedIn('administrator');
    const all = await summaryFor([]);
    await expect.poll(shownVisits).toBe(String(all.visits?.total));

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/home/summary/')) sent.push(request.postDataJSON());
    });
    await page.getByTestId('project-selector').click();
    const option = page.getByRole('option').first();
    const name = ((await option.textContent()) ?? '').trim();
    await option.click();
    await page.keyboard.press('Escape');

    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const body = sent.at(-1) as { project_ids: number[] };
    expect(body.project_ids).toHaveLength(1);
    const one = await summaryFor(body.project_ids);
    expect(one.visits?.total).toBeLessThan(all.visits?.total ?? 0);
    await expect.poll(shownVisits).toBe(String(one.visits?.total));

    await page.reload();
    await expect.poll(shownVisits).toBe(String(one.visits?.total));
    // The selection shows as a pill in the selector.
    expect(await navbar().getByText(name, { exact: true }).isVisible()).toBe(true);
  });
});
