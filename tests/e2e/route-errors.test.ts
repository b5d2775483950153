import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();

/** The shell is still there: the side menu and a way home. */
async function expectInShell(page: Page): Promise<void> {
  expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: '← На главную' }).getAttribute('href')).toBe('/sfa');
  expect(await page.getByText('Something went wrong').count()).toBe(0);
}

describe('a screen that cannot show its row', () => {
  it.each([
    '/team/999999',
    '/users/999999',
    '/projects/999999',
    '/project-positions/999999',
    '/project-positions/999999/history',
    '/catalog/outlets/999999',
    '/catalog/reference-outlets/999999',
    '/catalog/reference-outlets/999999/outlets',
  ])('%s says nothing was found, inside the shell', async (path) => {
    const page = await signedIn('administrator', { path });
    await page.getByText('Ничего не найдено').waitFor();
    await expectInShell(page);
    await page.getByRole('link', { name: '← На главную' }).click();
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
  });

  it('offers a retry after a network failure, in Russian, and loads on retry', async () => {
    const page = await signedIn('administrator', { path: '/projects' });
    await page.getByRole('link', { name: 'Открыть' }).first().waitFor();
    const href = await page.getByRole('link', { name: 'Открыть' }).first().getAttribute('href');
    const id = href?.split('/').pop();
    const call = `**/svc/main/projects/${id}/`;
    await page.route(call, (route) => route.abort('internetdisconnected'));

    await page.goto(href ?? '');
    await page.getByRole('button', { name: 'Повторить' }).waitFor({ timeout: 15_000 });
    await expectInShell(page);
    expect(await page.getByRole('alert').textContent()).toBe('Ошибка сетиПовторить');

    await page.unroute(call);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await page.getByRole('tab', { name: 'Основное' }).waitFor();
    expect(await page.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
  });
});

describe('what a failure says', () => {
  it('says one thing about a visit the feed does not have', async () => {
    const page = await signedIn('administrator', { path: '/visit_feed/999999' });
    const alert = page.getByRole('alert');
    await alert.getByText('Ничего не найдено').waitFor();
    expect(await alert.textContent()).toBe('Ничего не найденоПовторить');
  });

  it("shows the spec's text for a server failure, not the server's words, once", async () => {
    const page = await signedIn('administrator');
    await page.route('**/svc/main/cities/list/', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    );
    await page.goto('/catalog/cities');
    const alert = page.locator('[data-list-state="failed"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe(
      'Не удалось подгрузить данные. Обновите страницуПовторить',
    );
    expect(await page.getByText('Internal error').count()).toBe(0);
  });

  it('says one thing when the home figures fail', async () => {
    const page = await signedIn('administrator');
    await page.route('**/svc/main/home/summary/', (route) =>
      route.fulfill({ status: 503, json: { detail: 'Service Unavailable' } }),
    );
    await page.goto('/sfa');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe(
      'Не удалось подгрузить данные. Обновите страницуПовторить',
    );
  });
});
