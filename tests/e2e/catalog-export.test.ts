import { unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { accessTokenOf, setupSignedInPages } from './support/browser';
import { downloadedBytes } from './support/downloads';

const signedIn = setupSignedInPages();

describe('catalog export', () => {
  it('downloads the filtered list as an XLSX workbook with a line per row', async () => {
    const page = await signedIn('administrator', { path: '/catalog/cities' });
    await page.getByRole('heading', { name: 'Города' }).waitFor();
    const citiesOf = async (filter: object) => {
      const response = await fetch(new URL('/svc/main/cities/list/', inject('baseUrl')), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await accessTokenOf(page)}`,
        },
        body: JSON.stringify({ ...filter, limit: 1000 }),
      });
      return (await response.json()) as { items: { name: string }[]; total: number };
    };
    const all = await citiesOf({});
    // A word that some cities have and others do not, so the file shows the filter held.
    const word = all.items[0].name.split(/\s+/)[0];
    const expected = (await citiesOf({ search: word })).total;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all.total);

    await page.getByLabel('Поиск').fill(word);
    await page.waitForURL((address) => address.searchParams.get('search') === word);
    await page.getByRole('button', { name: 'Выгрузить', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'В Excel (XLSX)' }).click(),
    ]);
    // Named by the export service: the screen's title and the day.
    expect(download.suggestedFilename()).toMatch(/^Города \d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(bytes);
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
    // The header, then one line per city the filter kept.
    expect(sheet.match(/<row[\s>]/g)).toHaveLength(expected + 1);
  });
});

/** The texts of an XLSX workbook's cells: shared strings and inline ones, in sheet order. */
function sheetTexts(files: Record<string, Uint8Array>): string[] {
  const text = (name: string) => (files[name] ? new TextDecoder().decode(files[name]) : '');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map(
    (match) => match[1],
  );
  const inline = [...text('xl/worksheets/sheet1.xml').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map(
    (match) => match[1],
  );
  return [...shared, ...inline];
}

describe('team export', () => {
  it('writes role names and Russian statuses, as the list shows them', async () => {
    const page = await signedIn('administrator', { path: '/team' });
    const table = page.getByTestId('resource-table');
    await table.getByRole('row').nth(1).waitFor();
    const shown = await table.getByRole('cell').allTextContents();
    expect(shown).toContain('Активен');

    await page.getByRole('button', { name: 'Выгрузить', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'В Excel (XLSX)' }).click(),
    ]);
    const texts = sheetTexts(unzipSync(await downloadedBytes(download)));
    expect(texts).toEqual(expect.arrayContaining(['Роли', 'Статус', 'Активен']));
    expect(texts.some((text) => text.split(', ').includes('Мерчендайзер'))).toBe(true);
    expect(texts.filter((text) => text.includes('[object Object]'))).toEqual([]);
    expect(texts.filter((text) => ['active', 'inactive', 'blocked'].includes(text))).toEqual([]);
  });
});
