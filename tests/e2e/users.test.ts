import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupSignedInPages } from './support/browser';

const signedIn = setupSignedInPages();

/** The user's role sys_names as the auth service has them now. */
async function rolesOf(page: Page, id: number): Promise<string[]> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('sfa.session');
    return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  });
  const response = await fetch(new URL(`/svc/auth/api/v1/users/${id}/`, inject('baseUrl')), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const user = (await response.json()) as { roles: { sys_name: string }[] };
  return user.roles.map((role) => role.sys_name);
}

const rowOf = (page: Page, text: string) =>
  page.getByTestId('resource-table').getByRole('row').filter({ hasText: text });

describe('users', () => {
  it('finds a demo user, adds a role and removes it again as administrator', async () => {
    const page = await signedIn('administrator', { path: '/users' });
    await page.getByRole('heading', { name: 'Пользователи' }).waitFor();
    await page.getByLabel('Поиск').fill('supervisor4');
    await page.waitForURL((address) => address.searchParams.get('search') === 'supervisor4');
    await expect.poll(() => page.getByTestId('resource-table').getByRole('row').count()).toBe(2);
    await rowOf(page, 'supervisor4').getByRole('link', { name: 'Открыть' }).click();
    await page.waitForURL(/\/users\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await rolesOf(page, id)).not.toContain('analyst');

    await page.getByRole('tab', { name: 'Роли' }).click();
    await page.getByRole('combobox', { name: 'Роль', exact: true }).click();
    await page.getByRole('option', { name: 'Аналитик', exact: true }).click();
    await page.getByRole('button', { name: 'Добавить роль' }).click();
    const table = page.getByTestId('user-roles');
    await table.getByText('Аналитик', { exact: true }).waitFor();
    expect(await rolesOf(page, id)).toContain('analyst');

    await page.getByRole('button', { name: 'Удалить роль Аналитик' }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить роль?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await table.getByText('Аналитик', { exact: true }).waitFor({ state: 'detached' });
    expect(await rolesOf(page, id)).not.toContain('analyst');
  });

  it('shows the SNILS, phone and password messages on the creation form', async () => {
    const page = await signedIn('administrator', { path: '/team/create' });
    await page.getByRole('heading', { name: 'Сотрудник' }).waitFor();
    await page.getByLabel('Фамилия').fill('Тестов');
    await page.getByLabel('Имя').fill('Тест');
    await page.getByLabel('Логин').fill(`e2e.${Date.now()}`);
    await page.getByLabel('Телефон').fill('123');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('СНИЛС').fill('123-456-789 00');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Неверный формат телефона').waitFor();
    await page.getByText('Неверный формат СНИЛС').waitFor();
    await page.getByText('Неверный формат email').waitFor();
    await page.getByText('Исправьте ошибки, допущенные при заполнении формы').waitFor();
    expect(new URL(page.url()).pathname).toBe('/team/create');
  });
});
