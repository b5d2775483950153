import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSignedInPages } from './support/browser';
import { openMenuGroup } from './support/side-menu';

const signedIn = setupSignedInPages();
/** A change is sent, then the list read again: more than a moment on a busy machine. */
const POLL = { timeout: 10_000 };

/** The names of the workflow's actions, in the order the page shows them. */
const actionNames = (page: Page) =>
  page
    .getByTestId('workflow-action')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

async function addAction(page: Page, name: string, kind: string) {
  const form = page.getByRole('form', { name: 'Новое действие' });
  await form.getByLabel('Название действия').fill(name);
  await form.getByLabel('Вид').click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await form.getByRole('button', { name: 'Добавить действие' }).click();
  await page.getByTestId('workflow-action').filter({ hasText: name }).waitFor();
}

describe('workflows and their actions', () => {
  it('creates a workflow, orders its actions, relates a matrix and lists the actions by workflow', async () => {
    const page = await signedIn('administrator', { path: '/sfa' });
    const menu = page.getByRole('navigation');
    await openMenuGroup(page, 'Справочники');
    await openMenuGroup(page, 'Матрицы');
    await menu.getByRole('link', { name: 'Процессы' }).click();
    await page.waitForURL('**/workflows');
    await page.getByRole('heading', { name: 'Процессы' }).waitFor();
    expect(await page.title()).toBe('Процессы — SFA Портал');

    await page.getByRole('link', { name: 'Создать' }).click();
    await page.waitForURL('**/workflows/create');
    const workflow = `Обход ${Date.now()}`;
    const form = page.locator('form');
    await form.getByLabel('Название').fill(workflow);
    await form.getByLabel('Проект').click();
    await page.getByRole('option').first().click();
    await form.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/workflows\/\d+$/);
    await page.getByRole('heading', { name: workflow }).waitFor();
    const actions = page.getByTestId('workflow-actions');
    await actions.getByText('Ничего не найдено').waitFor();

    await addAction(page, 'Проверить наличие', 'Наличие');
    await addAction(page, 'Сверить цену', 'Цена');
    expect(await actionNames(page)).toEqual(['Проверить наличие', 'Сверить цену']);
    await expect
      .poll(() => actions.getByRole('button', { name: 'Выше: Проверить наличие' }).isDisabled())
      .toBe(true);

    // The second goes up; the order comes back from the server so.
    // Toasts close after 3 s: the wait starts before the click.
    const saved = page.getByText('Порядок действий сохранён').waitFor();
    await actions.getByRole('button', { name: 'Выше: Сверить цену' }).click();
    await saved;
    await expect.poll(() => actionNames(page), POLL).toEqual(['Сверить цену', 'Проверить наличие']);

    // A matrix of the workflow's project (every seeded project has a base matrix).
    const matrices = page.getByTestId('workflow-matrices');
    await matrices.getByText('Ничего не найдено').waitFor();
    await matrices.getByLabel('Матрица').click();
    await page.getByRole('option', { name: 'Базовая матрица' }).click();
    await matrices.getByRole('button', { name: 'Связать матрицу' }).click();
    await matrices.getByRole('listitem', { name: 'Базовая матрица' }).waitFor();

    // After a reload the order and the matrix are still there.
    await page.reload();
    await expect.poll(() => actionNames(page), POLL).toEqual(['Сверить цену', 'Проверить наличие']);
    await matrices.getByRole('listitem', { name: 'Базовая матрица' }).waitFor();

    // /actions, filtered by the workflow, lists its two actions in its order.
    await menu.getByRole('link', { name: 'Действия' }).click();
    await page.waitForURL('**/actions');
    await page.getByRole('heading', { name: 'Действия' }).waitFor();
    expect(await page.getByRole('link', { name: 'Создать' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Создать', exact: true }).count()).toBe(0);
    const filter = page.locator('.mantine-MultiSelect-root').filter({ hasText: 'Процесс' });
    await filter.locator('input').first().click();
    await page.getByRole('option', { name: workflow }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.has('workflow_ids')).toBe(true);
    const rows = page.getByTestId('resource-table').getByRole('row');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    await expect.poll(() => rows.nth(1).textContent()).toContain('Сверить цену');
    expect(await rows.nth(2).textContent()).toContain('Проверить наличие');
    expect(await rows.nth(1).textContent()).toContain('Цена');
  });

  it('removes an action and unlinks a matrix only after confirmation', async () => {
    const page = await signedIn('administrator', { path: '/workflows' });
    const table = page.getByTestId('resource-table');
    await table.getByRole('row').filter({ hasText: 'Стандартный визит' }).first().waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: 'Стандартный визит' })
      .first()
      .getByRole('link', { name: 'Открыть' })
      .click();
    await page.waitForURL(/\/workflows\/\d+$/);
    const actions = page.getByTestId('workflow-actions');
    await actions.getByTestId('workflow-action').first().waitFor();
    const before = await actionNames(page);
    const first = before[0] ?? '';

    await actions.getByRole('button', { name: `Удалить: ${first}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Удалить запись?' });
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await actionNames(page)).toEqual(before);
    await actions.getByRole('button', { name: `Удалить: ${first}` }).click();
    const deleted = page.getByText('Запись удалена').waitFor();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await deleted;
    await expect.poll(() => actionNames(page), POLL).toEqual(before.slice(1));

    const matrices = page.getByTestId('workflow-matrices');
    const related = matrices.getByRole('listitem').first();
    await related.waitFor();
    const matrix = (await related.getAttribute('aria-label')) ?? '';
    await related.getByRole('button', { name: `Отвязать: ${matrix}` }).click();
    const unlinked = page.getByText('Матрица отвязана').waitFor();
    await page
      .getByRole('dialog', { name: 'Отвязать матрицу от процесса?' })
      .getByRole('button', { name: 'Отвязать' })
      .click();
    await unlinked;
    await expect.poll(() => matrices.getByRole('listitem', { name: matrix }).count(), POLL).toBe(0);
  });
});
