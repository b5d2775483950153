import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signInAs } from './support/browser';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => context?.close());

/** A fresh profile signed in as `login`, then on `path`. */
async function signedIn(login: string, path: string): Promise<Page> {
  context = await browser.newContext({
    locale: 'ru-RU',
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await signInAs(page, login);
  await page.goto(path);
  return page;
}

const rowOf = (page: Page, text: string) =>
  page.getByTestId('resource-table').getByRole('row').filter({ hasText: text });

describe('catalog: cities', () => {
  it('creates, filters, edits and deletes a city as administrator', async () => {
    const page = await signedIn('administrator', '/catalog/cities');
    await page.getByRole('heading', { name: 'Города' }).waitFor();
    const name = `Тестоград ${Date.now()}`;

    await page.getByRole('button', { name: 'Создать', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Создание' });
    await form.getByRole('button', { name: 'Создать' }).click();
    await form.getByText('Поле обязательно для заполнения').first().waitFor();
    await form.getByLabel('Название').fill(name);
    await form.getByRole('button', { name: 'Создать' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.getByLabel('Поиск').fill(name);
    await page.waitForURL((address) => address.searchParams.get('search') === name);
    await rowOf(page, name).waitFor();
    // The unfiltered list may still be on screen for a moment, holding the new row too.
    await expect.poll(() => page.getByTestId('resource-table').getByRole('row').count()).toBe(2);

    // The filtered address opened afresh shows the same filter.
    const second = await context.newPage();
    await second.goto(page.url());
    await rowOf(second, name).waitFor();
    expect(await second.getByLabel('Поиск').inputValue()).toBe(name);
    await second.close();

    await rowOf(page, name).getByRole('button', { name: 'Изменить' }).click();
    const edit = page.getByRole('dialog', { name: 'Редактирование' });
    await edit.getByLabel('Название').fill(`${name} 2`);
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await edit.waitFor({ state: 'hidden' });
    await rowOf(page, `${name} 2`).waitFor();

    await rowOf(page, name).getByRole('button', { name: 'Удалить' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить запись?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Ничего не найдено').waitFor();
  });

  it('offers a client no creation, and the server refuses it', async () => {
    const page = await signedIn('client', '/catalog/cities');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Создать', exact: true }).count()).toBe(0);

    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('sfa.session');
      return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
    });
    expect(token).not.toBe('');
    const response = await fetch(new URL('/svc/main/cities/', inject('baseUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Не создать' }),
    });
    expect(response.status).toBe(403);
  });
});
