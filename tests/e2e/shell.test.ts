import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

/** Where the side menu is: off screen (closed) or not. */
const menuOnScreen = async () => {
  const box = await navbar().boundingBox();
  return box !== null && box.x + box.width > 0;
};

describe('the side menu', () => {
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
