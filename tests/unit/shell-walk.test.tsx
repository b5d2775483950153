import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#src/api/session';
import { menuLinks } from '#src/features/shell/menu/filter-menu';
import { portalMenu } from '#src/features/shell/menu/menu-items';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { pathOf, renderAt, sessionOf, testConfig } from '#src/test-support/render-app';
import { catalogScreens } from '#src/test-support/route-table';

const MENU = portalMenu(catalogScreens());

/**
 * The side menu and the tab titles walked in the real app (router, guards, shell, lazy screens)
 * on a memory history: what a person sees clicking through the menu, without a browser.
 */
const HOME_TITLES = ['SFA Портал', 'Главная — SFA Портал'];
// The whole app renders and every screen's code loads on its first click.
const SLOW = { timeout: 10_000 };

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig(testConfig);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

/** Opens every closed group of the side menu, nested ones too. */
function openAllGroups(menu: HTMLElement): void {
  for (;;) {
    const closed = menu.querySelector<HTMLElement>('button[aria-expanded="false"]');
    if (!closed) return;
    fireEvent.click(closed);
  }
}

/** The menu's links in order; an opened group's children may still be mid-transition. */
const linksIn = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')];

describe('the side menu, clicked through', () => {
  it('leads every entry to its own screen, never back home', { timeout: 120_000 }, async () => {
    setSession(sessionOf(['administrator']));
    const router = renderAt('/sfa');
    const menu = await screen.findByTestId('side-menu', {}, SLOW);
    await waitFor(() => expect(document.title).toBe('Главная — SFA Портал'), SLOW);
    // The user's own items, outside the permission-filtered entries.
    const navbar = menu.closest('nav.mantine-AppShell-navbar') as HTMLElement;
    for (const name of ['Уведомления', 'Поддержка']) {
      expect(await within(navbar).findByText(name, { exact: true }, SLOW)).toBeInstanceOf(
        HTMLElement,
      );
    }
    expect(within(navbar).getByRole('button', { name: 'Выйти' })).toBeInstanceOf(HTMLElement);
    const links = menuLinks(MENU);
    // Every entry shows for a user who may read everything (its filtering: menu-by-role).
    await waitFor(() => {
      openAllGroups(menu);
      expect(linksIn(menu)).toHaveLength(links.length);
    }, SLOW);
    const feed = linksIn(menu).find((link) => link.textContent === 'Лента визитов');
    const feedHref = feed?.getAttribute('href');
    expect(new URL(feedHref ?? '', 'http://portal').pathname).toBe('/visit-feed');

    let previous = document.title;
    for (let index = 0; index < links.length; index += 1) {
      openAllGroups(menu);
      const link = linksIn(menu)[index];
      const path = new URL(link.getAttribute('href') ?? '', 'http://portal').pathname;
      fireEvent.click(link);
      // Each screen titles its tab after itself once its route has loaded; a dead entry would
      // end at /sfa instead.
      await waitFor(() => expect(document.title).not.toBe(previous), SLOW);
      previous = document.title;
      expect(HOME_TITLES).not.toContain(previous);
      expect(pathOf(router), previous).toBe(path);
    }
  });
});

describe('the tab title', () => {
  it('titles every screen after itself, so that tabs differ', { timeout: 60_000 }, async () => {
    setSession(sessionOf(['administrator']));
    const router = renderAt('/sfa');
    await waitFor(() => expect(document.title).toBe('Главная — SFA Портал'), SLOW);
    const titles: string[] = [];
    for (const [path, title] of [
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
      ['/project-positions/7/history', 'История должности проекта'],
      ['/catalog/reference-outlets/3/outlets', 'Торговые точки эталонной точки'],
      ['/catalog/reference-outlets/3', 'Эталонная точка'],
    ]) {
      await router.navigate({ href: path });
      await waitFor(() => expect(document.title).toBe(`${title} — SFA Портал`), SLOW);
      expect(pathOf(router)).toBe(path);
      titles.push(document.title);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('titles the sign-in page for a visitor', async () => {
    renderAt('/login');
    await waitFor(() => expect(document.title).toBe('Вход в портал — SFA Портал'), SLOW);
  });
});
