// @vitest-environment node
import { Workbook, type Worksheet } from '@cj-tech-master/excelts';
import { describe, expect, it } from 'vitest';
import type { ExportCell, TableColumn } from './table-writer';
import { batches, written } from './test-tables';

const columns: TableColumn[] = [
  { header: 'Название', type: 'text' },
  { header: 'Визитов', type: 'number' },
  { header: 'Открыта', type: 'date' },
  { header: 'Визит', type: 'datetime' },
  { header: 'Активна', type: 'boolean' },
];

async function xlsx(
  rows: readonly (readonly ExportCell[])[],
  sheetName = 'X',
  rowsPerSheet?: number,
) {
  const file = await written({
    format: 'xlsx',
    columns,
    sheetName,
    rows: batches(rows),
    rowsPerSheet,
  });
  const workbook = new Workbook();
  await workbook.xlsx.load(file.body);
  return { rows: file.rows, sheets: workbook.worksheets };
}

const values = (sheet: Worksheet, row: number): unknown[] =>
  Array.from((sheet.getRow(row).values as unknown[]).slice(1), (value) => value ?? null);

describe('writeTable as XLSX', () => {
  it('writes a bold, frozen header of the columns in order, widths from the header', async () => {
    const { sheets, rows } = await xlsx([]);
    const [sheet] = sheets as [Worksheet];
    expect(rows).toBe(0);
    expect(sheet.name).toBe('X');
    expect(values(sheet, 1)).toEqual(columns.map((column) => column.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(12);
  });

  it('keeps the types: numbers, real dates by their UTC fields, yes/no as words', async () => {
    // 23:30 UTC is the next day in Moscow: the cell must still hold the wall time as given.
    const visit = new Date(Date.UTC(2024, 1, 29, 23, 30, 5));
    const { sheets } = await xlsx([
      ['Киоск', 12.5, new Date(Date.UTC(2024, 0, 9, 23, 59)), visit, true],
      ['0012', -3, null, null, false],
    ]);
    const [sheet] = sheets as [Worksheet];
    expect(values(sheet, 2)).toEqual(['Киоск', 12.5, new Date(Date.UTC(2024, 0, 9)), visit, 'Да']);
    expect(values(sheet, 3)).toEqual(['0012', -3, null, null, 'Нет']);
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('defuses formula-like text only: numbers stay numbers', async () => {
    const { sheets } = await xlsx([["-2+3+cmd|' /C calc'!A0", -5, null, null, null], ['=1+1']]);
    const [sheet] = sheets as [Worksheet];
    expect(values(sheet, 2)).toEqual(["'-2+3+cmd|' /C calc'!A0", -5]);
    expect(sheet.getCell('A3').value).toBe("'=1+1");
    expect(sheet.getCell('A3').formula).toBeUndefined();
  });

  it('starts a new sheet after rowsPerSheet rows, the header on each', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => [`r${index + 1}`, index + 1]);
    const { sheets, rows: count } = await xlsx(rows, 'X', 3);
    expect(count).toBe(7);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['X', 'X (2)', 'X (3)']);
    for (const sheet of sheets) expect(values(sheet, 1)).toEqual(columns.map((c) => c.header));
    expect(sheets.map((sheet) => sheet.actualRowCount)).toEqual([4, 4, 2]);
    expect(values(sheets[2] as Worksheet, 2).slice(0, 2)).toEqual(['r7', 7]);
  });

  it('cuts the sheet name to 31 characters and replaces the forbidden ones, the suffix inside', async () => {
    const long = 'Точки: продажи/визиты за 2024 год и далее';
    const rows = [['a'], ['b']];
    const { sheets } = await xlsx(rows, long, 1);
    const names = sheets.map((sheet) => sheet.name);
    expect(names[0]).toBe('Точки продажи визиты за 2024 го');
    expect(names[1]).toBe('Точки продажи визиты за 202 (2)');
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });
});
