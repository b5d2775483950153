// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '#src/contracts/imports';
import { openSheet } from '../open-sheet';
import { allRows, opener, windows1251 } from '../test-files';
import { CSV_HEAD_BYTES } from './text-encoding';

/** Small files in 7-byte chunks, so that letters and line ends fall across them. */
const read = async (file: Buffer, options?: { maxRows?: number }) =>
  allRows(await openSheet(opener(file, file.length < 4096 ? 7 : 4096).open, 'csv', options));

const numbered = (rows: { number: number; cells: unknown[] }[]) =>
  rows.map((row) => [row.number, row.cells]);

describe('openSheet on CSV', () => {
  it('reads Windows-1251 with semicolons, as Russian Excel saves it', async () => {
    const file = windows1251(
      'Код;Название;Площадь;Ёмкость\r\n001;ООО «Ромашка»;1 234,50;\r\n\r\n002;Магазин "У дома";0,5;Ёлка\r\n;;;\r\n',
    );
    const sheet = await openSheet(opener(file, 7).open, 'csv');
    expect(sheet.total).toBe(null);
    expect(numbered(await allRows(sheet))).toEqual([
      [1, ['Код', 'Название', 'Площадь', 'Ёмкость']],
      [2, ['001', 'ООО «Ромашка»', '1 234,50']],
      [4, ['002', 'Магазин "У дома"', '0,5', 'Ёлка']],
    ]);
  });

  it('reads UTF-8 with a BOM and commas; quoted cells keep delimiters and line breaks', async () => {
    const file = Buffer.from(
      '\ufeff"Адрес, полный",Телефон\n"г. Москва,\nул. Ленина, 1",+7 900 123-45-67\nг. Тула,8 (900) 1234567\n',
    );
    expect(numbered(await read(file))).toEqual([
      [1, ['Адрес, полный', 'Телефон']],
      [2, ['г. Москва,\nул. Ленина, 1', '+7 900 123-45-67']],
      [3, ['г. Тула', '8 (900) 1234567']],
    ]);
  });

  it('takes the delimiter the header uses: a tab, or a semicolon beside commas in quotes', async () => {
    const tabs = Buffer.from('Код\tИмя, отчество\tГород\n1\tИван, Петрович\tТула\n');
    expect(numbered(await read(tabs))).toEqual([
      [1, ['Код', 'Имя, отчество', 'Город']],
      [2, ['1', 'Иван, Петрович', 'Тула']],
    ]);
    expect(numbered(await read(Buffer.from('"Имя, отчество";Код\nИван;1\n')))).toEqual([
      [1, ['Имя, отчество', 'Код']],
      [2, ['Иван', '1']],
    ]);
  });

  it('reads UTF-8 whose head ends inside a letter as UTF-8', async () => {
    const line = 'Торговая точка;Москва\n';
    const padded = (dots: number) =>
      Buffer.from(`Название;Город${'.'.repeat(dots)}\n${line.repeat(3000)}`);
    // The head's last byte opens a two-byte letter.
    const file = [0, 1].map(padded).find((bytes) => bytes[CSV_HEAD_BYTES - 1]! >= 0xc0)!;
    const rows = await read(file);
    expect(rows).toHaveLength(3001);
    expect(rows.at(-1)?.cells).toEqual(['Торговая точка', 'Москва']);
  });

  it('refuses an unclosed quote, no rows, a header alone and too many rows', async () => {
    await expect(read(Buffer.from('Код;Имя\n1;"Иван\n2;Пётр\n'))).rejects.toThrow(
      IMPORT_MESSAGES.unreadable,
    );
    for (const empty of ['', '\r\n\r\n', 'Код;Имя\r\n;\r\n']) {
      await expect(read(Buffer.from(empty))).rejects.toThrow(IMPORT_MESSAGES.empty);
    }
    const file = Buffer.from('Код\n1\n2\n3\n');
    await expect(read(file, { maxRows: 3 })).resolves.toHaveLength(4);
    await expect(read(file, { maxRows: 2 })).rejects.toThrow(IMPORT_MESSAGES.tooManyRows);
  });
});
