import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();

/** A fresh profile signed in as `login`, then on `path`. */

const rowOf = (page: Page, text: string) =>
  page.getByTestId('resource-table').getByRole('row').filter({ hasText: text });

/** A list call of the main service as the signed-in user: the test picks rows the seed holds. */
async function listMain<Row>(page: Page, path: string, body: object): Promise<Row[]> {
  const response = await fetch(new URL(`/svc/main${path}`, inject('baseUrl')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(page)}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Row[] }).items;
}

describe('catalog: cities', () => {
  it('creates, filters, edits and deletes a city as administrator', async () => {
    const page = await signedIn('administrator', { path: '/catalog/cities' });
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
    const second = await page.context().newPage();
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
    const page = await signedIn('client', { path: '/catalog/cities' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Создать', exact: true }).count()).toBe(0);

    const token = await accessTokenOf(page);
    expect(token).not.toBe('');
    const response = await fetch(new URL('/svc/main/cities/', inject('baseUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Не создать' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('catalog: outlets', () => {
  it('opens a filtered outlets list by its address', async () => {
    const page = await signedIn('administrator', { path: '/' });
    const [sample] = await listMain<{ city_id: number | null; city_name: string | null }>(
      page,
      '/project_outlets/list/',
      { limit: 50, offset: 0 },
    ).then((rows) => rows.filter((row) => row.city_id !== null));
    expect(sample).toBeDefined();
    const city = sample.city_name ?? '';

    await page.goto(`/catalog/outlets?city_ids=${sample.city_id}`);
    await page.getByRole('heading', { name: 'Торговые точки' }).waitFor();
    const filter = page.locator('.mantine-MultiSelect-root').filter({ hasText: 'Город' });
    await expect.poll(() => filter.locator('.mantine-Pill-label').first().textContent()).toBe(city);
    await rowOf(page, city).first().waitFor();
    // Every row shown is of the chosen city (the header row aside).
    const rows = page.getByTestId('resource-table').getByRole('row');
    await expect.poll(async () => (await rows.count()) - 1).toBeGreaterThan(0);
    await expect.poll(async () => (await rows.count()) - 1).toBe(await rowOf(page, city).count());
  });
});

describe('catalog: project positions', () => {
  it('edits a history row in place and refuses a start after the end', async () => {
    const page = await signedIn('administrator', { path: '/' });
    type Period = { id: number; project_position_id: number; start_date: string; end_date: string };
    const [period] = await listMain<Period>(page, '/project_position_history/list/', {
      sort: 'id',
      limit: 1,
      offset: 0,
    });
    expect(period).toBeDefined();

    await page.goto(`/project-positions/${period.project_position_id}`);
    await page.getByRole('tab', { name: 'История' }).click();
    const table = page.getByTestId('position-history');
    const row = () => table.getByRole('row').filter({ hasText: period.start_date }).first();
    const edit = async (start: string, end: string) => {
      await row().getByRole('button', { name: 'Изменить' }).click();
      await table.getByLabel('Начало').fill(start);
      await table.getByLabel('Окончание').fill(end);
      await table.getByRole('button', { name: 'Сохранить' }).click();
    };

    // The end before the start: refused in place, nothing sent.
    await edit(period.start_date, '2000-01-01');
    await table.getByText('Дата начала не может быть позже даты окончания').waitFor();
    await table.getByRole('button', { name: 'Отмена' }).click();

    // A shorter period is saved, then the seeded one is put back.
    const shorter = dayBefore(period.end_date);
    await edit(period.start_date, shorter);
    await row().filter({ hasText: shorter }).waitFor();
    await edit(period.start_date, period.end_date);
    await row().filter({ hasText: period.end_date }).waitFor();
  });
});

function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
