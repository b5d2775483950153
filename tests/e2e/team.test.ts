import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();

/** A call as the signed-in user of `page`, answering the parsed body. */
async function api<T>(page: Page, path: string, body?: object, expected = 200): Promise<T> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('sfa.session');
    return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  });
  const response = await fetch(new URL(path, inject('baseUrl')), {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(expected);
  return (await response.json()) as T;
}

async function newUser(page: Page, status: 'active' | 'blocked') {
  const login = `e2e.team.${status}.${Date.now()}`;
  const user = await api<{ id: number }>(
    page,
    '/svc/auth/api/v2/users/',
    { last_name: 'Командный', first_name: 'Тест', login, status },
    201,
  );
  return user.id;
}

type Link = {
  id: number;
  project_id: number;
  project_name: string;
  position: string | null;
  start_date: string | null;
  end_date: string | null;
};
const linksOf = async (page: Page, userId: number) =>
  (
    await api<{ items: Link[] }>(page, '/svc/main/v2/user_project/executors/', {
      user_ids: [userId],
      is_active: true,
    })
  ).items;

describe('team: a user’s projects', () => {
  it('assigns a project on the user’s page and unlinks it after a confirmation', async () => {
    const page = await signedIn('administrator');
    const userId = await newUser(page, 'active');
    const [project] = (
      await api<{ items: { id: number; name: string }[] }>(
        page,
        '/svc/main/v2/user_project/get_user_projects/',
        {},
      )
    ).items;

    await page.goto(`/team/${userId}`);
    await page.getByRole('tab', { name: 'Проекты' }).click();
    await page.getByText('Ничего не найдено').waitFor();
    await page
      .locator('.mantine-MultiSelect-root')
      .filter({ hasText: 'Привязать к проектам' })
      .locator('input')
      .first()
      .click();
    await page.getByRole('option', { name: project.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Привязать', exact: true }).click();
    const table = page.getByTestId('user-projects');
    await table.getByRole('cell', { name: project.name, exact: true }).waitFor();
    expect((await linksOf(page, userId)).map((link) => link.project_id)).toEqual([project.id]);

    // Edited in place: the period's order is checked before anything is sent.
    const row = () => table.getByRole('row').filter({ hasText: project.name });
    await row().getByRole('button', { name: 'Изменить' }).click();
    await table.getByLabel('Должность').fill('Мерчандайзер');
    await table.getByLabel('Начало').fill('2026-05-01');
    await table.getByLabel('Окончание').fill('2026-04-01');
    await table.getByRole('button', { name: 'Сохранить' }).click();
    await table.getByText('Дата начала не может быть позже даты окончания').waitFor();
    await table.getByLabel('Окончание').fill('2026-12-31');
    await table.getByRole('button', { name: 'Сохранить' }).click();
    await row().getByRole('cell', { name: 'Мерчандайзер', exact: true }).waitFor();
    expect((await linksOf(page, userId))[0]).toMatchObject({
      position: 'Мерчандайзер',
      start_date: '2026-05-01',
      end_date: '2026-12-31',
    });

    await table
      .getByRole('row')
      .filter({ hasText: project.name })
      .getByRole('button', { name: 'Отвязать' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Отвязать от проекта?' });
    await confirm.getByRole('button', { name: 'Отвязать' }).click();
    await page.getByText('Ничего не найдено').waitFor();
    expect(await linksOf(page, userId)).toEqual([]);
  });

  it('asks to set the status to Active first for a blocked user', async () => {
    const page = await signedIn('administrator');
    const userId = await newUser(page, 'blocked');
    await page.goto(`/team/${userId}`);
    await page.getByRole('tab', { name: 'Проекты' }).click();
    await page.getByText('Сначала установите статус «Активен»').waitFor();
    expect(await page.getByRole('button', { name: 'Привязать', exact: true }).isDisabled()).toBe(
      true,
    );
  });

  it('filters the team by an executor carried in the address', async () => {
    const page = await signedIn('leader');
    const [person] = (
      await api<{ items: { id: number; last_name: string; first_name: string }[] }>(
        page,
        '/svc/main/user_projects/executors_filter/',
        { limit: 1 },
      )
    ).items;
    await page.goto(`/team?user_ids=${person.id}`);
    await page.getByRole('heading', { name: 'Команда' }).waitFor();
    const filter = page.locator('.mantine-MultiSelect-root').filter({ hasText: 'Исполнители' });
    await expect
      .poll(() => filter.locator('.mantine-Pill-label').first().textContent())
      .toContain(person.last_name);
    const rows = page.getByTestId('resource-table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain(person.last_name);
    // A leader sees who manages whom: the managers filter is there too.
    await page.locator('.mantine-MultiSelect-root').filter({ hasText: 'Менеджеры' }).waitFor();
  });

  it('offers no managers filter to a role without manager visibility', async () => {
    const page = await signedIn('supervisor', { path: '/team?manager_ids=1' });
    await page.getByRole('heading', { name: 'Команда' }).waitFor();
    const filters = page.locator('.mantine-MultiSelect-root');
    await filters.filter({ hasText: 'Исполнители' }).waitFor();
    expect(await filters.filter({ hasText: 'Менеджеры' }).count()).toBe(0);
    // The list loads (the address's managers are dropped, not sent to be refused).
    await page.getByTestId('resource-table').waitFor();
  });
});

describe('catalog: a reference outlet’s project outlets', () => {
  it('lists the project outlets placed on it in the outlets tab', async () => {
    const page = await signedIn('administrator');
    const [sample] = (
      await api<{ items: { outlet_id: number }[] }>(page, '/svc/main/project_outlets/list/', {
        limit: 1,
      })
    ).items;
    const placed = (
      await api<{ items: { id: number; name: string | null }[] }>(
        page,
        '/svc/main/project_outlets/list/',
        { outlet_ids: [sample.outlet_id], limit: 1000 },
      )
    ).items;
    expect(placed.length).toBeGreaterThan(0);

    await page.goto(`/catalog/reference-outlets/${sample.outlet_id}`);
    await page.getByRole('tab', { name: 'Торговые точки' }).click();
    const rows = page.getByTestId('resource-table').getByRole('row');
    await expect.poll(async () => (await rows.count()) - 1).toBe(placed.length);
    for (const outlet of placed) {
      if (outlet.name) await rows.filter({ hasText: outlet.name }).first().waitFor();
    }
    await rows.nth(1).getByRole('link', { name: 'Открыть' }).click();
    await page.waitForURL(/\/catalog\/outlets\/\d+$/);
  });
});
