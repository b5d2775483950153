import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import { openMenuGroup } from './support/side-menu';

const signedIn = setupSignedInPages();

interface Listed<Row> {
  items: Row[];
  total: number;
}

/** A list call of the main service as the signed-in user: the test picks rows the seed holds. */
async function listMain<Row>(page: Page, path: string, body: object): Promise<Listed<Row>> {
  const response = await fetch(new URL(`/svc/main${path}`, inject('baseUrl')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await accessTokenOf(page)}`,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Listed<Row>;
}

/** "1 точка", "3 точки", "12 точек": the Russian plural the rules tab writes. */
function outletsText(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return `${count} точек`;
  if (ones === 1) return `${count} точка`;
  if (ones >= 2 && ones <= 4) return `${count} точки`;
  return `${count} точек`;
}

/** Types into a searchable select and picks the option that names `text`. */
async function pick(
  page: Page,
  scope: ReturnType<Page['getByTestId']>,
  label: string,
  search: string,
  option: string,
) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

interface ProjectOutlet {
  id: number;
  project_id: number;
  name: string;
  address: string | null;
  city_id: number | null;
  city_name: string | null;
}

describe('assortment matrices', () => {
  it('creates a matrix, adds a product and rules, and shows the outlet its effective matrix', async () => {
    const page = await signedIn('administrator', { path: '/sfa' });
    const stamp = Date.now();

    // A product of the shared catalog, created as a user does.
    const product = `Сок матричный ${stamp}`;
    await page.goto('/products/create');
    await page.getByLabel('Название').fill(product);
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/products\/\d+$/);

    // An outlet with a city and an address of its own, and its project.
    const outlets = await listMain<ProjectOutlet>(page, '/project_outlets/list/', {
      sort: 'id',
      limit: 50,
      offset: 0,
    });
    const outlet = outlets.items.find((row) => row.address && row.city_id && row.city_name);
    if (!outlet?.address || !outlet.city_id || !outlet.city_name) throw new Error('no outlet');
    const [project] = (
      await listMain<{ id: number; name: string }>(page, '/projects/list/', {
        ids: [outlet.project_id],
      })
    ).items;
    const inCity = await listMain(page, '/project_outlets/list/', {
      project_ids: [outlet.project_id],
      city_ids: [outlet.city_id],
      limit: 1,
      offset: 0,
    });

    // The matrix, from the side menu's matrix group.
    await page.goto('/sfa');
    await openMenuGroup(page, 'Справочники');
    await openMenuGroup(page, 'Матрицы');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Ассортиментные матрицы' })
      .click();
    await page.waitForURL('**/matrixes');
    await page.getByRole('heading', { name: 'Ассортиментные матрицы' }).waitFor();
    await page.getByRole('link', { name: 'Создать' }).click();
    await page.waitForURL('**/matrixes/create');
    const name = `Матрица ${stamp}`;
    await page.getByRole('combobox', { name: 'Проект', exact: true }).click();
    await page.getByRole('option', { name: project.name, exact: true }).click();
    await page.getByLabel('Название').fill(name);
    await page.getByLabel('Активна').check();
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/matrixes\/\d+$/);
    const matrixPath = new URL(page.url()).pathname;

    // A product found by its name, must-have, with minimum facings.
    const products = page.getByTestId('matrix-products');
    await products.getByText('В матрице пока нет товаров').waitFor();
    await pick(page, products, 'Товар', product, product);
    await products.getByLabel('Мин. фейсинг').fill('3');
    await products.getByRole('button', { name: 'Добавить товар' }).click();
    const productRow = products.getByRole('row').filter({ hasText: product });
    await productRow.waitFor();
    expect(await productRow.getByRole('cell').nth(4).textContent()).toBe('3');
    expect(await productRow.getByRole('checkbox').isChecked()).toBe(true);
    await products.getByText('1 товар', { exact: true }).waitFor();

    // The rules tab is an address of its own.
    await page.getByRole('tab', { name: 'Правила назначения' }).click();
    await page.waitForURL((url) => url.pathname === `${matrixPath}/rules`);
    const form = page.getByTestId('matrix-rule-form');
    await page.getByText('Правил нет: матрица не назначена ни одной точке').waitFor();

    // A rule without criteria is refused in words.
    await form.getByRole('button', { name: 'Добавить правило' }).click();
    await page.getByTestId('matrix-rule-error').getByText('Укажите хотя бы одно условие').waitFor();

    // By city: as many outlets as the project has in the city.
    await pick(page, form, 'Город', outlet.city_name, outlet.city_name);
    await form.getByRole('button', { name: 'Добавить правило' }).click();
    const rules = page.getByTestId('matrix-rules');
    const cityRule = rules.getByRole('row').filter({ hasText: `Город: ${outlet.city_name}` });
    await cityRule.waitFor();
    expect(await cityRule.getByTestId('rule-outlets').textContent()).toBe(
      outletsText(inCity.total),
    );
    expect(inCity.total).toBeGreaterThan(0);

    // By one outlet, found by its address: exactly that one.
    await pick(page, form, 'Торговая точка', outlet.address, outlet.name);
    await form.getByRole('button', { name: 'Добавить правило' }).click();
    const outletRule = rules.getByRole('row').filter({ hasText: 'Торговая точка:' });
    await outletRule.waitFor();
    expect(await outletRule.getByTestId('rule-outlets').textContent()).toBe('1 точка');

    // Opened directly, the tab shows the same rules.
    await page.goto(`${matrixPath}/rules`);
    await page
      .getByTestId('matrix-rules')
      .getByRole('row')
      .filter({ hasText: 'Торговая точка:' })
      .waitFor();
    await expect
      .poll(() =>
        page.getByRole('tab', { name: 'Правила назначения' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    expect(await page.title()).toBe('Правила назначения матрицы — SFA Портал');

    // Deleting a rule asks first.
    await outletRuleOn(page)
      .getByRole('button', { name: /^Удалить правило/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Удалить запись?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await expect.poll(() => outletRuleOn(page).count()).toBe(0);

    // The outlet, still hit by the city rule, has the matrix and the product today.
    await page.goto(`/catalog/outlets/${outlet.id}/matrix`);
    const effective = page.getByTestId('outlet-matrix');
    await effective.getByText(name).waitFor();
    const line = effective.getByRole('row').filter({ hasText: product });
    await line.waitFor();
    expect(await line.getByRole('cell').nth(2).textContent()).toBe('Да (must-have)');
    expect(await line.getByRole('cell').nth(3).textContent()).toBe('3');
    expect(await page.title()).toBe('Матрица торговой точки — SFA Портал');
  });
});

const outletRuleOn = (page: Page) =>
  page.getByTestId('matrix-rules').getByRole('row').filter({ hasText: 'Торговая точка:' });
