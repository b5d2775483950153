import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessTokenOf, connectBrowser, newSignedInContext } from './support/browser';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

interface FeedRow {
  id: number;
  number: string;
  photo_count: number;
  outlet: { name: string };
}

/** The server's and the browser's day: the same machine. */
function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A list call of the main service as the signed-in user: the test picks what the seed holds. */
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

interface Picked {
  city: { id: number; name: string };
  /** Completed, with at least two photos. */
  withPhotos: FeedRow;
  /** In progress: the executor has saved data (server/seed/visit-plan.ts), so Completed is offered. */
  inProgress: FeedRow;
}

/** A city with both kinds of today's visits the test needs (photos are on completed visits). */
async function pickVisits(page: Page): Promise<Picked> {
  const statuses = ['completed', 'in_progress'];
  const cities = await listMain<{ id: number; name: string }>(page, '/cities/list/', {
    limit: 1000,
  });
  const byCity = await Promise.all(
    cities.map(async (city) => ({
      city,
      visits: await listMain<FeedRow & { status: string }>(page, '/feeds/list/', {
        statuses,
        city_id: [city.id],
        limit: 1000,
      }),
    })),
  );
  for (const { city, visits } of byCity) {
    const withPhotos = visits.find((v) => v.status === 'completed' && v.photo_count >= 2);
    const inProgress = visits.find((v) => v.status === 'in_progress');
    if (withPhotos && inProgress) return { city, withPhotos, inProgress };
  }
  throw new Error('no city with a completed visit with photos and a visit in progress today');
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('visit feed and visit details', () => {
  it('filters the feed, shows a visit with its photos and changes its status, as supervisor', async () => {
    context = await newSignedInContext(browser, 'supervisor', {
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/visit-feed');
    await page.getByRole('heading', { name: 'Лента визитов' }).waitFor();

    // The defaults are in the address and in the panel: today, completed, visit.
    const today = todayIso();
    await expect
      .poll(() => params(page))
      .toMatchObject({
        date_from: today,
        date_to: today,
        statuses: 'completed',
        visit_type: 'visit',
      });
    // Spec section 9's format on screen too, the same as in the address.
    expect(await page.getByLabel('Период').textContent()).toBe(`${today} – ${today}`);
    expect(await page.getByRole('combobox', { name: 'Тип визита' }).inputValue()).toBe('Визит');
    const statusPills = page.locator('.mantine-MultiSelect-pill');
    expect(await statusPills.filter({ hasText: 'Выполнен' }).count()).toBe(1);
    await page.locator('[data-list-state="success"], [data-list-state="empty"]').waitFor();

    // Filter by city and status as a person would.
    const { city, withPhotos, inProgress } = await pickVisits(page);
    await page.getByRole('combobox', { name: 'Город' }).click();
    await page.getByRole('option', { name: city.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => params(page).city_id).toBe(String(city.id));
    await page.getByRole('combobox', { name: 'Статусы' }).click();
    await page.getByRole('option', { name: 'В работе', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => params(page).statuses).toBe('completed,in_progress');
    // Several numbers separated by a vertical bar; none that exists: the feed says so.
    const numberBox = page.getByRole('textbox', { name: 'Номер визита' });
    await numberBox.fill('999999999');
    await page.getByText('Не найдено визитов с заданным фильтром').waitFor();
    await numberBox.fill(`${withPhotos.number} | ${inProgress.number}`);
    await expect.poll(() => params(page).number).toBe(`${withPhotos.number}|${inProgress.number}`);
    await expect.poll(() => page.getByTestId('feed-count').textContent()).toBe('Загружено 2 из 2');
    const rowOf = (visit: FeedRow) =>
      page
        .getByTestId('resource-table')
        .getByRole('row')
        // The number opens the row's first cell; where the feed folds, the other columns follow.
        .filter({ has: page.getByRole('cell', { name: new RegExp(`^${visit.number}(\\D|$)`) }) });
    await rowOf(inProgress).waitFor();
    await rowOf(withPhotos).getByRole('link', { name: 'Открыть' }).click();
    await page.waitForURL((address) => address.pathname === `/visit_feed/${withPhotos.id}`);
    await page.getByRole('heading', { name: withPhotos.outlet.name }).waitFor();
    expect(await page.getByTestId('visit-status').textContent()).toBe('Выполнен');

    // The photo grid at another size, asked of the server, and remembered.
    const large = page.waitForRequest((request) => request.url().includes('size=large'));
    await page.getByText('Большие', { exact: true }).click();
    await large;
    const firstPhoto = page.getByRole('button', { name: 'Открыть фото 1', exact: true });
    expect(await firstPhoto.getAttribute('data-photo-url')).toMatch(/\/content\/\?size=large$/);
    await page.reload();
    await firstPhoto.waitFor();
    expect(await page.getByRole('radio', { name: 'Большие' }).isChecked()).toBe(true);

    // The full-size viewer moves with the arrow keys.
    await firstPhoto.click();
    const counter = page.getByTestId('photo-counter');
    await expect.poll(() => counter.textContent()).toBe(`Фото 1 из ${withPhotos.photo_count}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`Фото 2 из ${withPhotos.photo_count}`);
    await page.keyboard.press('Escape');
    await counter.waitFor({ state: 'hidden' });

    // The download of all the visit's photos leads to its own screen.
    expect(await page.getByRole('link', { name: 'Скачать все фото' }).getAttribute('href')).toBe(
      `/get_photos_by_visit_id/${withPhotos.id}`,
    );

    // The visit in progress, from the same filtered feed.
    await page.goBack();
    await rowOf(inProgress).getByRole('link', { name: 'Открыть' }).click();
    await page.waitForURL((address) => address.pathname === `/visit_feed/${inProgress.id}`);
    await expect.poll(() => page.getByTestId('visit-status').textContent()).toBe('В работе');

    // Back to New: the warning says the executor's data goes; then it is gone.
    await page.getByRole('button', { name: 'Вернуть в «Новый»' }).click();
    const confirm = page.getByRole('dialog', { name: 'Вернуть визит в статус «Новый»?' });
    expect(await confirm.textContent()).toContain('будут удалены');
    await confirm.getByRole('button', { name: 'Вернуть' }).click();
    await page.getByText('Визит возвращён в статус «Новый»').waitFor();
    await expect.poll(() => page.getByTestId('visit-status').textContent()).toBe('Новый');
    await page.getByTestId('visit-no-results').waitFor();

    // To Completed: refused in the server's words, since the executor's data is gone.
    await page.getByRole('button', { name: 'Перевести в «Выполнен»' }).click();
    await page
      .getByRole('dialog', { name: 'Перевести визит в статус «Выполнен»?' })
      .getByRole('button', { name: 'Перевести' })
      .click();
    await page.getByText('Исполнитель не сохранил данные визита').waitFor();
    expect(await page.getByTestId('visit-status').textContent()).toBe('Новый');
    // Read again, the visit no longer offers it.
    await page
      .getByRole('button', { name: 'Перевести в «Выполнен»' })
      .waitFor({ state: 'detached' });
  });

  it('deletes a photo after confirmation, as administrator', async () => {
    await context?.close();
    context = await newSignedInContext(browser, 'administrator', {
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/visit-feed');
    const visits = await listMain<FeedRow>(page, '/feeds/list/', { limit: 1000 });
    const visit = visits.find((candidate) => candidate.photo_count >= 2);
    if (!visit) throw new Error('no completed visit with photos today');
    await page.goto(`/visit_feed/${visit.id}`);

    await page.getByRole('button', { name: 'Открыть фото 1', exact: true }).click();
    const counter = page.getByTestId('photo-counter');
    await expect.poll(() => counter.textContent()).toBe(`Фото 1 из ${visit.photo_count}`);
    await page.getByRole('button', { name: 'Удалить фото' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить фото?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Фото удалено').waitFor();
    // Read again: one photo fewer, the viewer on the one that took its place.
    await expect.poll(() => counter.textContent()).toBe(`Фото 1 из ${visit.photo_count - 1}`);
  });

  it('asks for both times of a joint tour before anything is sent, as administrator', async () => {
    // The administrator's sign-in from the test before, in a page of the same context.
    const page = await context.newPage();
    await page.goto('/visit-feed');
    const [visit] = await listMain<FeedRow>(page, '/feeds/list/', { limit: 1 });
    if (!visit) throw new Error('no visit today');
    await page.goto(`/visit_feed/${visit.id}`);
    await page.getByRole('button', { name: 'Запланировать совместный объезд' }).click();
    const dialog = page.getByRole('dialog', { name: 'Совместный объезд' });
    await dialog.getByRole('button', { name: 'Запланировать' }).click();
    await dialog.getByText('Необходимо заполнить следующие поля: Начало, Окончание').waitFor();
    expect(await dialog.getByText('Поле обязательно для заполнения').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
