// @vitest-environment node
import { Readable } from 'node:stream';
import { CsvParserStream, Workbook } from '@cj-tech-master/excelts';
import { describe, expect, it } from 'vitest';
import type { CellValue } from '../sheet';
import { errorsFile } from './errors-file';

const headers = ['Код точки', 'Название', 'Визитов', 'Площадь', 'Дата открытия', 'Активна'];
const opened = new Date(Date.UTC(2024, 1, 1));
const rows = [
  { cells: ['0012', 'Магазин «У дома»', 12, 45.5, opened, true], error: 'Визитов: не больше 10' },
  { cells: ['0013', null, null, null, null, false], error: 'Название: обязательное поле' },
  { cells: ['0014'], error: 'Название: обязательное поле' },
  { cells: ['0015', 'Киоск', 1, 2, opened, true, 'лишнее'], error: 'Ошибка в строке' },
];

async function openXlsx(body: Buffer) {
  const workbook = new Workbook();
  await workbook.xlsx.load(body);
  return workbook.worksheets[0];
}

const values = (row: { values: unknown }): unknown[] =>
  Array.from((row.values as unknown[]).slice(1), (value) => value ?? null);

describe('errorsFile as XLSX', () => {
  it('keeps the refused rows as sent, typed, and adds the error column in soft red', async () => {
    const file = await errorsFile({ headers, rows, format: 'xlsx' });
    expect(file.extension).toBe('xlsx');
    expect(file.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await openXlsx(file.body);
    expect(sheet.name).toBe('Ошибки');
    expect(values(sheet.getRow(1))).toEqual([...headers, 'Ошибка']);
    expect(values(sheet.getRow(2))).toEqual([
      '0012',
      'Магазин «У дома»',
      12,
      45.5,
      opened,
      true,
      'Визитов: не больше 10',
    ]);
    expect(sheet.getCell('A2').type).toBe(sheet.getCell('B2').type);
    expect(sheet.getCell('E2').numFmt).toBe('dd.mm.yyyy');
    expect(values(sheet.getRow(3))).toEqual([
      '0013',
      null,
      null,
      null,
      null,
      false,
      'Название: обязательное поле',
    ]);
    expect(sheet.getCell('G4').value).toBe('Название: обязательное поле');
    expect(sheet.getCell('A4').value).toBe('0014');
    // A cell past the file's headers was never read; the error column stands in its place.
    expect(sheet.getCell('G5').value).toBe('Ошибка в строке');
    expect(sheet.rowCount).toBe(5);
    for (const address of ['G1', 'G2', 'G5']) {
      expect(sheet.getCell(address).fill, address).toMatchObject({
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: 'FFFFC7CE' },
      });
    }
    expect(sheet.getCell('F2').fill?.type ?? 'none').not.toBe('pattern');
  });

  it('keeps a time of day, and digits sent as text stay text when edited', async () => {
    const moment = new Date(Date.UTC(2024, 4, 9, 14, 30));
    const file = await errorsFile({
      headers: ['Штрихкод', 'Когда'],
      rows: [{ cells: ['4607001234567', moment], error: 'Нет такого товара' }],
      format: 'xls',
      sheetName: 'Товары: матрица [весна]',
    });
    expect(file.extension).toBe('xlsx');
    const sheet = await openXlsx(file.body);
    expect(sheet.name).toBe('Товары матрица весна');
    expect(sheet.getCell('A2').value).toBe('4607001234567');
    expect(sheet.getCell('A2').numFmt).toBe('@');
    expect(sheet.getCell('B2').value).toEqual(moment);
    expect(sheet.getCell('B2').numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('takes the rows as an async stream, as the engine reads them back', async () => {
    async function* refused() {
      for (let index = 1; index <= 3; index += 1) {
        yield { cells: [`код ${index}`, index] as CellValue[], error: `ошибка ${index}` };
      }
    }
    const file = await errorsFile({ headers: ['Код', 'N'], rows: refused(), format: 'xlsx' });
    const sheet = await openXlsx(file.body);
    expect(values(sheet.getRow(4))).toEqual(['код 3', 3, 'ошибка 3']);
  });
});

async function parseCsv(body: Buffer): Promise<string[][]> {
  const parser = new CsvParserStream({ delimiter: ';', headers: false });
  const parsed: string[][] = [];
  parser.on('data', (row: string[]) => parsed.push(row));
  await new Promise((resolve, reject) => {
    parser.on('end', resolve).on('error', reject);
    Readable.from([body.toString('utf8').replace(/^\uFEFF/, '')]).pipe(parser);
  });
  return parsed;
}

describe('errorsFile as CSV', () => {
  const tricky = ['Точка; "Центральная"', 'строка один\nстрока два', 'просто текст', '', '007'];

  it('writes UTF-8 with a BOM, semicolons, CRLF and quotes only where a cell needs them', async () => {
    const file = await errorsFile({
      headers: ['Название', 'Адрес', 'Тип', 'Пусто', 'Код'],
      rows: [{ cells: tricky, error: 'Тип: нет «просто текст»' }],
      format: 'csv',
    });
    expect(file.extension).toBe('csv');
    expect(file.mime).toBe('text/csv; charset=utf-8');
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.body.toString('utf8')).toBe(
      '\uFEFFНазвание;Адрес;Тип;Пусто;Код;Ошибка\r\n' +
        '"Точка; ""Центральная""";"строка один\nстрока два";просто текст;;007;Тип: нет «просто текст»\r\n',
    );
  });

  it('round-trips Russian text, quotes, semicolons and line breaks through a CSV reader', async () => {
    const file = await errorsFile({
      headers: ['Название', 'Адрес', 'Тип', 'Пусто', 'Код'],
      rows: [
        { cells: tricky, error: 'Ошибка; с "кавычками"\nи переносом' },
        { cells: ['Ёлка'], error: 'Адрес: обязательное поле' },
      ],
      format: 'csv',
    });
    expect(await parseCsv(file.body)).toEqual([
      ['Название', 'Адрес', 'Тип', 'Пусто', 'Код', 'Ошибка'],
      [...tricky, 'Ошибка; с "кавычками"\nи переносом'],
      ['Ёлка', '', '', '', '', 'Адрес: обязательное поле'],
    ]);
  });

  it('writes values that are not text in the notation the import reads', async () => {
    const file = await errorsFile({
      headers: ['Число', 'Дата', 'Да/нет'],
      rows: [{ cells: [45.5, new Date(Date.UTC(2024, 1, 1)), false], error: 'e' }],
      format: 'csv',
    });
    expect((await parseCsv(file.body))[1]).toEqual(['45,5', '01.02.2024', 'нет', 'e']);
  });
});
