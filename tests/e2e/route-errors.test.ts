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
    '/catalog/outlets/999999',
    '/catalog/reference-outlets/999999',
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

    await page.unroute(call);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await page.getByRole('tab', { name: 'Основное' }).waitFor();
    expect(await page.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
  });
});
