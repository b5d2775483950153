import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import { typeTime } from './support/date-fields';

const signedIn = setupSignedInPages({ width: 1400 });

/** A fresh profile signed in as `login`, then on `path`. */

/** A call of the main service as the signed-in user: the test picks what the seed holds. */
async function callMain<T>(page: Page, path: string, body: object): Promise<T> {
  const response = await fetch(new URL(`/svc/main${path}`, inject('baseUrl')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(page)}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

interface ScheduleVisit {
  id: number;
  number: string;
  status: string;
  project: { id: number };
  outlet: { id: number; name: string; address: string };
}
interface ScheduleRow {
  user: { id: number; last_name: string };
  visits: ScheduleVisit[];
}

/** An executor with done visits this past week, one of those visits and its outlet. */
async function sampleOf(page: Page) {
  const today = new Date();
  const from = iso(new Date(today.getTime() - 6 * 86_400_000));
  const { items } = await callMain<{ items: ScheduleRow[] }>(page, '/visit_schedule/list/', {
    date_from: from,
    date_to: iso(today),
    statuses: ['completed'],
    limit: 100,
  });
  const row = items.find((item) => item.visits.length > 0);
  expect(row).toBeDefined();
  const visit = (row as ScheduleRow).visits[0];
  return { user: (row as ScheduleRow).user, visit, outlet: visit.outlet, today: iso(today) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cellOf = (page: Page, userId: number, day: string) =>
  page.locator(`[data-testid="schedule-grid"] tr[data-user-id="${userId}"] td[data-day="${day}"]`);

describe('visit schedule', () => {
  it('plans, moves and removes a visit in the week grid', async () => {
    const page = await signedIn('supervisor', { path: '/visit-schedule' });
    await page.getByRole('heading', { name: 'График визитов' }).waitFor();
    const grid = page.getByTestId('schedule-grid');
    await grid.waitFor();
    // The week: the executor column and seven days.
    expect(await grid.locator('thead th').count()).toBe(8);

    const { user, outlet, today } = await sampleOf(page);
    await page.goto(`/visit-schedule?user_ids=${user.id}`);
    const cell = cellOf(page, user.id, today);
    await cell.waitFor();
    const before = await cell.locator('[data-visit-id]').count();

    await cell.getByRole('button', { name: /^Запланировать визит/ }).click();
    const form = page.getByRole('dialog', { name: 'Новый визит' });
    await form.getByLabel('Торговая точка').fill(outlet.address);
    await page
      .getByRole('option', { name: new RegExp(`${escapeRegExp(outlet.address)}$`) })
      .first()
      .click();
    await typeTime(form.getByLabel('Начало'), '11:00');
    await typeTime(form.getByLabel('Окончание'), '10:00');
    await form.getByRole('button', { name: 'Создать' }).click();
    await form.getByText('Начало визита не может быть позже окончания').waitFor();
    await typeTime(form.getByLabel('Окончание'), '12:00');
    await form.getByRole('button', { name: 'Создать' }).click();
    await form.waitFor({ state: 'hidden' });

    const planned = cell.getByRole('button', { name: /11:00–12:00, Запланирован$/ });
    await planned.waitFor();
    expect(await planned.textContent()).toContain(outlet.name);
    expect(await cell.locator('[data-visit-id]').count()).toBe(before + 1);

    // Moved to the afternoon.
    await planned.click();
    const move = page.getByRole('dialog', { name: /^Перенос визита №/ });
    await typeTime(move.getByLabel('Начало'), '14:00');
    await typeTime(move.getByLabel('Окончание'), '15:30');
    // A supervisor plans and moves but has no Delete right (spec section 6).
    expect(await move.getByRole('button', { name: 'Удалить' }).count()).toBe(0);
    await move.getByRole('button', { name: 'Сохранить' }).click();
    await move.waitFor({ state: 'hidden' });
    const moved = cell.getByRole('button', { name: /14:00–15:30, Запланирован$/ });
    await moved.waitFor();
    const visitId = await moved.getAttribute('data-visit-id');

    // A leader removes it after confirming.
    const leader = await signedIn('leader', { path: `/visit-schedule?user_ids=${user.id}` });
    const leaderCell = cellOf(leader, user.id, today);
    await leaderCell.locator(`[data-visit-id="${visitId}"]`).click();
    const edit = leader.getByRole('dialog', { name: /^Перенос визита №/ });
    await edit.getByRole('button', { name: 'Удалить' }).click();
    const confirm = leader.getByRole('dialog', { name: /^Удалить визит №/ });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await leader.getByText('Визит удалён').waitFor();
    await expect.poll(() => leaderCell.locator(`[data-visit-id="${visitId}"]`).count()).toBe(0);
  });

  it('tells a role without the schedule right that it has no access', async () => {
    const page = await signedIn('client', { path: '/visit-schedule' });
    await page.getByText('У вас нет доступа к графику визитов').waitFor();
    expect(await page.getByTestId('schedule-grid').count()).toBe(0);
  });

  it('creates a task from a visit', async () => {
    const page = await signedIn('supervisor', { path: '/sfa' });
    const { visit } = await sampleOf(page);
    await page.goto(`/feed-task/create/${visit.id}`);
    await page.getByRole('heading', { name: 'Новое задание по визиту' }).waitFor();
    expect(await page.getByLabel('Название').inputValue()).toBe(
      `Задание по визиту №${visit.number}`,
    );
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Поле обязательно для заполнения').first().waitFor();

    await page.getByLabel('Описание').fill('Выставить промо-стойку у входа');
    await page.getByLabel('Срок выполнения').click();
    await page.locator('button[data-today]').first().click();
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Задание создано').waitFor();
    await page.waitForURL((address) => address.pathname === `/visit_feed/${visit.id}`);
  });
});
