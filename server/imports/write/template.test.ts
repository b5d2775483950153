// @vitest-environment node
import { Workbook, type Worksheet } from '@cj-tech-master/excelts';
import { describe, expect, it } from 'vitest';
import type { ImportColumn, ImportKindInfo } from '#src/contracts/imports';
import { importTemplate } from './template';

const column = (fields: Partial<ImportColumn> & Pick<ImportColumn, 'key' | 'header'>) => ({
  required: false,
  type: 'text' as const,
  example: '',
  synonyms: [],
  options: null,
  description: '',
  ...fields,
});

/** Regions with commas in their names, and too many for an inline list. */
const regions = Array.from({ length: 40 }, (_, index) => `Область ${index + 1}, центр`);

const kind: ImportKindInfo = {
  kind: 'PROJECT_OUTLETS',
  group: 'outlets',
  group_label: 'Торговые точки',
  label: 'Торговые точки: создание/обновление [проекта] по файлу',
  description: 'Одна строка — одна торговая точка проекта.',
  key: ['code'],
  available: true,
  columns: [
    column({
      key: 'code',
      header: 'Код точки',
      required: true,
      example: '0012345',
      synonyms: ['Код ТТ', 'Код'],
      description: 'Код точки в учётной системе клиента.',
    }),
    column({ key: 'name', header: 'Название', required: true, example: 'Магазин «У дома»' }),
    column({ key: 'phone', header: 'Телефон', type: 'phone', example: '+79991234567' }),
    column({ key: 'barcode', header: 'Штрихкод', example: '4607001234567' }),
    column({ key: 'visits', header: 'Визитов в месяц', type: 'integer', example: '12' }),
    column({ key: 'area', header: 'Площадь, м²', type: 'number', example: '1 045,5' }),
    column({ key: 'opened', header: 'Дата открытия', type: 'date', example: '01.02.2024' }),
    column({ key: 'active', header: 'Активна', type: 'boolean', example: 'да' }),
    column({
      key: 'format',
      header: 'Формат',
      required: true,
      type: 'list',
      example: 'Киоск',
      options: ['Магазин', 'Киоск', 'Павильон'],
      description: 'Формат торговой точки.',
    }),
    column({
      key: 'region',
      header: 'Регион',
      type: 'list',
      example: regions[3],
      options: regions,
    }),
  ],
};

async function open(): Promise<Workbook> {
  const workbook = new Workbook();
  await workbook.xlsx.load(await importTemplate(kind));
  return workbook;
}

const letterOf = (sheet: Worksheet, header: string): string => {
  const row = sheet.getRow(1).values as unknown[];
  const index = row.findIndex((value) => value === header || value === `${header} *`);
  expect(index, header).toBeGreaterThan(0);
  return sheet.getColumn(index).letter;
};

/** The options a drop-down offers, read from its inline list or the sheet it refers to. */
function dropDown(workbook: Workbook, sheet: Worksheet, address: string): string[] {
  const validation = sheet.dataValidations.find(address);
  expect(validation?.type, address).toBe('list');
  const formula: string = validation.formulae[0];
  if (formula.startsWith('"')) return formula.slice(1, -1).split(',');
  const [, name, from, to] = /^'?(.+?)'?!\$([A-Z]+\$\d+):\$([A-Z]+\$\d+)$/.exec(formula) ?? [];
  const source = workbook.getWorksheet(name);
  expect(source, formula).toBeDefined();
  const [column, first] = from.split('$');
  const last = Number(to.split('$')[1]);
  return Array.from({ length: last - Number(first) + 1 }, (_, index) =>
    String(source?.getCell(`${column}${Number(first) + index}`).value),
  );
}

describe('importTemplate', () => {
  it('names the sheet after the kind within Excel’s rules, then the description, lists hidden', async () => {
    const workbook = await open();
    const names = workbook.worksheets.map((sheet) => [sheet.name, sheet.state]);
    expect(names).toEqual([
      ['Торговые точки создание обновле', 'visible'],
      ['Описание', 'visible'],
      ['Списки', 'hidden'],
    ]);
    expect(names[0][0].length).toBeLessThanOrEqual(31);
  });

  it('writes the headers, required ones marked *, bold, frozen and wide enough', async () => {
    const sheet = (await open()).worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Код точки *',
      'Название *',
      'Телефон',
      'Штрихкод',
      'Визитов в месяц',
      'Площадь, м²',
      'Дата открытия',
      'Активна',
      'Формат *',
      'Регион',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('J1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    for (const [index, col] of kind.columns.entries()) {
      const width = sheet.getColumn(index + 1).width ?? 0;
      expect(width, col.header).toBeGreaterThan(col.header.length);
      expect(width, col.header).toBeLessThanOrEqual(50);
    }
  });

  it('fills the example row with typed cells: numbers, a real date, text', async () => {
    const sheet = (await open()).worksheets[0];
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '0012345',
      'Магазин «У дома»',
      '+79991234567',
      '4607001234567',
      12,
      1045.5,
      new Date(Date.UTC(2024, 1, 1)),
      'да',
      'Киоск',
      'Область 4, центр',
    ]);
    expect(sheet.getCell('G2').numFmt).toBe('dd.mm.yyyy');
    expect(sheet.rowCount).toBe(2);
  });

  it('formats code, phone and barcode columns as text so Excel keeps them as typed', async () => {
    const sheet = (await open()).worksheets[0];
    for (const header of ['Код точки', 'Телефон', 'Штрихкод']) {
      const letter = letterOf(sheet, header);
      expect(sheet.getColumn(letter).numFmt, header).toBe('@');
      expect(sheet.getCell(`${letter}2`).numFmt, header).toBe('@');
    }
    expect(sheet.getColumn(letterOf(sheet, 'Визитов в месяц')).numFmt).not.toBe('@');
    expect(sheet.getColumn(letterOf(sheet, 'Дата открытия')).numFmt).toBe('dd.mm.yyyy');
  });

  it('offers the options of list columns as drop-downs over the data rows', async () => {
    const workbook = await open();
    const sheet = workbook.worksheets[0];
    const format = letterOf(sheet, 'Формат');
    for (const row of [2, 3, 10_000]) {
      expect(dropDown(workbook, sheet, `${format}${row}`)).toEqual([
        'Магазин',
        'Киоск',
        'Павильон',
      ]);
    }
    expect(sheet.dataValidations.find(`${format}1`)).toBeUndefined();
    const region = letterOf(sheet, 'Регион');
    expect(dropDown(workbook, sheet, `${region}500`)).toEqual(regions);
    expect(sheet.dataValidations.find('A2')).toBeUndefined();
  });

  it('explains every column on the description sheet', async () => {
    const sheet = (await open()).getWorksheet('Описание');
    // Row and cell arrays are sparse and 1-based.
    const rows = Array.from(sheet?.getSheetValues() ?? [], (row) =>
      Array.isArray(row) ? Array.from(row.slice(1), (value) => value ?? '') : [],
    );
    const texts = rows.map((row) => row.join(' '));
    expect(texts).toContain(kind.label);
    expect(texts).toContain(kind.description);
    expect(texts.some((text) => text.includes('«Код точки»'))).toBe(true);
    const head = rows.findIndex((row) => row[0] === 'Колонка');
    expect(rows[head]).toEqual([
      'Колонка',
      'Обязательная',
      'Тип',
      'Другие заголовки',
      'Допустимые значения',
      'Описание',
    ]);
    const table = rows.slice(head + 1, head + 1 + kind.columns.length);
    expect(table.map((row) => row[0])).toEqual(kind.columns.map((col) => col.header));
    expect(table[0]).toEqual([
      'Код точки',
      'да',
      'Текст',
      'Код ТТ, Код',
      '',
      'Код точки в учётной системе клиента.',
    ]);
    expect(table.map((row) => row[2])).toEqual([
      'Текст',
      'Текст',
      'Телефон',
      'Текст',
      'Целое число',
      'Число',
      'Дата (ДД.ММ.ГГГГ)',
      'Да/Нет',
      'Список',
      'Список',
    ]);
    expect(table.map((row) => row[1])).toEqual(
      kind.columns.map((col) => (col.required ? 'да' : 'нет')),
    );
    expect(table[8]).toEqual([
      'Формат',
      'да',
      'Список',
      '',
      'Магазин, Киоск, Павильон',
      'Формат торговой точки.',
    ]);
    expect(table[9][4]).toBe(regions.join(', '));
  });
});
