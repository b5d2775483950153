import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupSignedInPages } from './support/browser';
import { openMenuGroup } from './support/side-menu';

const signedIn = setupSignedInPages();

const table = (page: Page) => page.getByTestId('resource-table');

/** Creates a row through the list's "Создать" dialog, with only its name filled. */
async function createNamed(page: Page, name: string) {
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Создание' });
  await dialog.getByLabel('Название').fill(name);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The names in the first cells of the list's first `count` rows. */
async function firstNames(page: Page, count: number): Promise<string[]> {
  const rows = table(page).getByRole('row');
  await rows.nth(count).waitFor();
  const names: string[] = [];
  for (let at = 1; at <= count; at++) {
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text a user reads
    names.push((await rows.nth(at).getByRole('cell').nth(1).innerText()).trim());
  }
  return names;
}

describe('products: picking several, categories as a tree, a photo', () => {
  it('adds two picked products to a group, which their pages then show', async () => {
    const page = await signedIn('administrator', { path: '/product-groups' });
    await page.getByRole('heading', { name: 'Группы товаров' }).waitFor();
    const group = `Группа ${Date.now()}`;
    await createNamed(page, group);

    await page.goto(new URL('/products', page.url()).toString());
    await page.getByRole('heading', { name: 'Товары' }).waitFor();
    const [first, second] = await firstNames(page, 2);
    // Nothing picked: no action bar.
    expect(await page.getByTestId('bulk-actions').count()).toBe(0);
    await page.getByRole('checkbox', { name: `Выбрать: ${first}` }).check();
    await page.getByRole('checkbox', { name: `Выбрать: ${second}` }).check();
    const bar = page.getByTestId('bulk-actions');
    await bar.getByText('Выбрано 2 записи').waitFor();

    await bar.getByRole('button', { name: 'Добавить в группу' }).click();
    await bar.getByLabel('Группа').fill(group);
    // Waited for from before the click that raises it: a toast closes after 3 s.
    const toast = page.getByText(`2 товара добавлены в группу «${group}»`).waitFor();
    await page.getByRole('option', { name: group }).click();
    await toast;
    // The picked rows are let go once added.
    await bar.waitFor({ state: 'hidden' });
    expect(await page.getByRole('checkbox', { name: `Выбрать: ${first}` }).isChecked()).toBe(false);

    for (const name of [first, second]) {
      await table(page).getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL(/\/products\/\d+$/);
      await page.getByTestId('product-group-relates').getByText(group, { exact: true }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Товары' }).waitFor();
    }

    // The page-wide box picks every row of the page.
    await page.getByRole('checkbox', { name: 'Выбрать все на странице' }).check();
    const rows = (await table(page).getByRole('row').count()) - 1;
    await page.getByTestId('bulk-actions').waitFor();
    expect(await table(page).locator('tr[aria-selected="true"]').count()).toBe(rows);
  });

  it('unlinks a product from its group after a confirmation', async () => {
    const page = await signedIn('administrator', { path: '/product-groups' });
    await page.getByRole('heading', { name: 'Группы товаров' }).waitFor();
    const group = `Группа ${Date.now()}`;
    await createNamed(page, group);
    await page.goto(new URL('/products', page.url()).toString());
    const [name] = await firstNames(page, 1);
    await page.getByRole('checkbox', { name: `Выбрать: ${name}` }).check();
    const bar = page.getByTestId('bulk-actions');
    await bar.getByRole('button', { name: 'Добавить в группу' }).click();
    await bar.getByLabel('Группа').fill(group);
    const toast = page.getByText(`1 товар добавлен в группу «${group}»`).waitFor();
    await page.getByRole('option', { name: group }).click();
    await toast;

    await table(page).getByRole('link', { name, exact: true }).first().click();
    const relates = page.getByTestId('product-group-relates');
    await relates.getByText(group, { exact: true }).waitFor();
    await relates.getByRole('button', { name: `Убрать из группы ${group}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Убрать товар из группы?' });
    await confirm.getByRole('button', { name: 'Убрать' }).click();
    await relates.getByText(group, { exact: true }).waitFor({ state: 'hidden' });
  });

  it('shows the categories as a tree that opens and closes, by mouse and keyboard', async () => {
    const page = await signedIn('administrator', { path: '/sfa' });
    await openMenuGroup(page, 'Справочники');
    await openMenuGroup(page, 'Продукция');
    await page.getByRole('navigation').getByRole('link', { name: 'Категории товаров' }).click();
    await page.waitForURL('**/product-categories');
    const tree = page.getByRole('tree', { name: 'Категории товаров' });
    await tree.waitFor();

    const parent = `Напитки ${Date.now()}`;
    const child = `Соки ${Date.now()}`;
    await page.getByRole('button', { name: 'Создать категорию' }).click();
    const form = page.getByRole('dialog', { name: 'Новая категория' });
    await form.getByLabel('Название').fill(parent);
    await form.getByRole('button', { name: 'Создать' }).click();
    await form.waitFor({ state: 'hidden' });

    const parentItem = tree.getByRole('treeitem', { name: parent });
    await parentItem.waitFor();
    await parentItem.getByText('0 товаров').waitFor();
    await parentItem.getByRole('button', { name: `Добавить подкатегорию в ${parent}` }).click();
    const sub = page.getByRole('dialog', { name: `Новая подкатегория в «${parent}»` });
    await sub.getByLabel('Название').fill(child);
    await sub.getByRole('button', { name: 'Создать' }).click();
    await sub.waitFor({ state: 'hidden' });

    // The parent opens to show its new child, one level deeper.
    const childItem = tree.getByRole('treeitem', { name: child });
    await childItem.waitFor();
    expect(await childItem.getAttribute('aria-level')).toBe('2');
    expect(await parentItem.getAttribute('aria-expanded')).toBe('true');

    await parentItem
      .getByRole('button', { name: `Свернуть ${parent}` })
      .first()
      .click();
    await childItem.waitFor({ state: 'detached' });
    expect(await parentItem.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: right opens, down moves to the child, left goes back up, left again closes.
    await parentItem.focus();
    await page.keyboard.press('ArrowRight');
    await childItem.waitFor();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => childItem.evaluate((node) => node === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => parentItem.evaluate((node) => node === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ArrowLeft');
    await childItem.waitFor({ state: 'detached' });
  });

  it('uploads a product photo, shown on its page and small on the list; refuses other files', async () => {
    const page = await signedIn('administrator', { path: '/products' });
    await page.getByRole('heading', { name: 'Товары' }).waitFor();
    const [name] = await firstNames(page, 1);
    await table(page).getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL(/\/products\/\d+$/);
    const picker = page.getByTestId('product-photo').locator('input[type="file"]');
    await picker.waitFor({ state: 'attached' });

    const refused = page.getByText(/Недопустимый формат файла/).waitFor();
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await refused;

    const color = { r: 20 + (Date.now() % 200), g: 120, b: 60 };
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .png()
      .toBuffer();
    const uploaded = page.getByText('Фото товара загружено').waitFor();
    await picker.setInputFiles({ name: 'pack.png', mimeType: 'image/png', buffer: png });
    await uploaded;
    const photo = page
      .getByTestId('product-photo')
      .getByRole('img', { name: `Фото товара ${name}` });
    await photo.waitFor();
    await expect
      .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await page.goBack();
    const thumb = table(page)
      .getByRole('row')
      .filter({ hasText: name })
      .first()
      .getByRole('img', { name: `Фото товара ${name}` });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });
});
