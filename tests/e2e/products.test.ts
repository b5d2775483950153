import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupSignedInPages } from './support/browser';
import { openMenuGroup } from './support/side-menu';

const signedIn = setupSignedInPages();

const rowOf = (page: Page, text: string) =>
  page.getByTestId('resource-table').getByRole('row').filter({ hasText: text });

/** Fills a create or edit dialog's fields, then picks `manufacturer` in its select. */
async function fillBrand(page: Page, dialogName: string, name: string, manufacturer?: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Название').fill(name);
  if (manufacturer) {
    await dialog.getByLabel('Производитель').click();
    await page.getByRole('option', { name: manufacturer }).click();
  }
  return dialog;
}

describe('products: manufacturers and brands', () => {
  it('reaches both screens from the menu, creates a brand of a new manufacturer and filters by it', async () => {
    const page = await signedIn('administrator', { path: '/sfa' });
    await openMenuGroup(page, 'Справочники');
    await openMenuGroup(page, 'Продукция');
    await page.getByRole('navigation').getByRole('link', { name: 'Производители' }).click();
    await page.waitForURL('**/manufacturers');
    await page.getByRole('heading', { name: 'Производители' }).waitFor();
    expect(await page.title()).toBe('Производители — SFA Портал');

    const maker = `Завод ${Date.now()}`;
    await page.getByRole('button', { name: 'Создать', exact: true }).click();
    const makerForm = await fillBrand(page, 'Создание', maker);
    await makerForm.getByRole('button', { name: 'Создать' }).click();
    await makerForm.waitFor({ state: 'hidden' });

    await page.getByRole('navigation').getByRole('link', { name: 'Бренды' }).click();
    await page.waitForURL('**/brands');
    await page.getByRole('heading', { name: 'Бренды' }).waitFor();
    const brand = `Бренд ${Date.now()}`;
    await page.getByRole('button', { name: 'Создать', exact: true }).click();
    const brandForm = await fillBrand(page, 'Создание', brand, maker);
    await brandForm.getByRole('button', { name: 'Создать' }).click();
    await brandForm.waitFor({ state: 'hidden' });

    // The same name again (in other letter case) is refused on the name, nothing is created.
    await page.getByRole('button', { name: 'Создать', exact: true }).click();
    const again = await fillBrand(page, 'Создание', brand.toUpperCase());
    await again.getByRole('button', { name: 'Создать' }).click();
    await again.getByText('Бренд с таким названием уже существует').waitFor();
    await again.getByRole('button', { name: 'Отмена' }).click();

    // The brand's row names its manufacturer; the manufacturer filter finds it in the address.
    await page.getByLabel('Поиск').fill(brand);
    await rowOf(page, brand).filter({ hasText: maker }).waitFor();
    const filter = page.locator('.mantine-MultiSelect-root').filter({ hasText: 'Производитель' });
    await filter.locator('input').first().click();
    await page.getByRole('option', { name: maker }).click();
    await page.keyboard.press('Escape');
    // The filter is in the address at once (a same-document change, no load to wait for).
    await expect
      .poll(() => new URL(page.url()).searchParams.has('sku_manufacturer_ids'))
      .toBe(true);
    await expect.poll(() => page.getByTestId('resource-table').getByRole('row').count()).toBe(2);
    await rowOf(page, brand).waitFor();
  });

  it('creates a product, refusing a barcode whose check digit is wrong', async () => {
    const page = await signedIn('administrator', { path: '/products' });
    await page.getByRole('heading', { name: 'Товары' }).waitFor();
    await page.getByRole('link', { name: 'Создать' }).click();
    await page.waitForURL('**/products/create');
    const name = `Сок яблочный ${Date.now()}`;
    await page.getByLabel('Название').fill(name);
    await page.getByLabel('Штрихкод').fill('4006381333932');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page
      .getByText('Штрихкод должен быть EAN-8 или EAN-13 с верной контрольной цифрой')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/create');

    // A code no seeded product has: the seed's are Russian (460) EAN-13s.
    await page.getByLabel('Штрихкод').fill('96385074');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/products\/\d+$/);
    await page.getByText(name).first().waitFor();
    await page.getByText('96385074').first().waitFor();
  });

  it('refuses to delete a manufacturer whose brands still name it', async () => {
    const page = await signedIn('administrator', { path: '/manufacturers' });
    // Every seeded manufacturer makes brands.
    const row = page.getByTestId('resource-table').getByRole('row').nth(1);
    await row.waitFor();
    await row.getByRole('button', { name: 'Удалить' }).click();
    await page
      .getByRole('dialog', { name: 'Удалить запись?' })
      .getByRole('button', { name: 'Удалить' })
      .click();
    await page.getByText('Запись используется и не может быть удалена').waitFor();
  });

  it('shows a supervisor the brands to read, with no creation', async () => {
    const page = await signedIn('supervisor', { path: '/brands' });
    await page.getByTestId('resource-table').getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Создать', exact: true }).count()).toBe(0);
  });
});
