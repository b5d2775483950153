import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import { downloadedBytes } from './support/downloads';

const signedIn = setupSignedInPages();

/** The products screen's shown columns, in their order (its photo column after the name). */
const PRODUCT_HEADER = [
  'Название',
  'Фото',
  'Артикул',
  'Штрихкод',
  'Бренд',
  'Производитель',
  'Объём',
  'Ед. изм.',
  'Активен',
];

const decode = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : '');
const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** An XLSX sheet's rows: each row's cells as text, shared strings looked up. */
function sheetRows(files: Record<string, Uint8Array>): string[][] {
  const shared = [...decode(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    (match) => xmlText([...match[1].matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const sheet = decode(files['xl/worksheets/sheet1.xml']);
  return [...sheet.matchAll(/<row[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(
      ([, attributes, body]) => {
        const value = body?.match(/<v>([^<]*)<\/v>/)?.[1];
        if (/t="s"/.test(attributes) && value !== undefined) return shared[Number(value)] ?? '';
        const inline = body?.match(/<t[^>]*>([^<]*)<\/t>/)?.[1];
        return xmlText(inline ?? value ?? '');
      },
    ),
  );
}

describe('exporting a list on the server', () => {
  it('follows the export in place, downloads the filtered rows and lists it in the reports', async () => {
    const page = await signedIn('administrator', { path: '/products' });
    await page.getByRole('heading', { name: 'Товары' }).waitFor();
    const productsOf = async (filter: object) => {
      const response = await fetch(new URL('/svc/main/v2/sku/list/', inject('baseUrl')), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await accessTokenOf(page)}`,
        },
        body: JSON.stringify({ ...filter, limit: 1 }),
      });
      return (await response.json()) as { items: { name: string }[]; total: number };
    };
    const all = await productsOf({});
    // A word of one product's name: the file must hold the filtered rows, not all of them.
    const word = all.items[0].name.split(/\s+/)[0];
    const expected = (await productsOf({ search: word })).total;
    expect(expected).toBeGreaterThan(0);

    await page.getByLabel('Поиск').fill(word);
    await page.waitForURL((address) => address.searchParams.get('search') === word);
    await page.getByRole('button', { name: 'Выгрузить', exact: true }).click();
    const downloading = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('menuitem', { name: 'В Excel (XLSX)' }).click();
    const progress = page.getByTestId('export-progress');
    await progress.waitFor();
    expect(await progress.textContent()).toMatch(/^Выгрузка: /);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Товары \d{4}-\d{2}-\d{2}\.xlsx$/);

    const rows = sheetRows(unzipSync(await downloadedBytes(download)));
    expect(rows[0]).toEqual(PRODUCT_HEADER);
    expect(rows).toHaveLength(expected + 1);
    await page.getByText(/^Выгружен[аоы] \d+ строк/).waitFor();
    await progress.waitFor({ state: 'detached' });

    await page.goto('/reports/reports');
    const table = page.getByTestId('export-table');
    const newest = table.getByRole('row').nth(1);
    await newest.waitFor();
    expect(await newest.textContent()).toContain('Товары');
    expect(await newest.textContent()).toContain('Готово');
    await newest.getByRole('link', { name: /^Выгрузка №\d+$/ }).click();
    await page.waitForURL(/\/reports\/\d+$/);
    await page.getByRole('heading', { name: /^Выгрузка №\d+$/ }).waitFor();
    expect(await page.getByTestId('export-columns').textContent()).toBe(PRODUCT_HEADER.join(''));
    expect(await page.getByTestId('export-params').textContent()).toContain(word);
  });
});
