// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table-writer';
import { batches, written } from './test-tables';

const columns: TableColumn[] = [
  { header: 'Название', type: 'text' },
  { header: 'Визитов', type: 'number' },
  { header: 'Открыта', type: 'date' },
  { header: 'Визит', type: 'datetime' },
  { header: 'Активна', type: 'boolean' },
];

async function csv(rows: Parameters<typeof batches>[0], header = columns) {
  const file = await written({
    format: 'csv',
    columns: header,
    sheetName: 'X',
    rows: batches(rows),
  });
  return { rows: file.rows, text: file.body.toString('utf8') };
}

describe('writeTable as CSV', () => {
  it('starts with a BOM, then the header in column order; semicolons and CRLF', async () => {
    const file = await csv([]);
    expect(file.text).toBe('\uFEFFНазвание;Визитов;Открыта;Визит;Активна\r\n');
    expect(file.rows).toBe(0);
  });

  it('writes dates by their UTC fields, yes/no as words, numbers with a dot, null as empty', async () => {
    // 23:30 UTC is the next day in Moscow: the text must still show the wall time as given.
    const visit = new Date(Date.UTC(2024, 1, 29, 23, 30, 5));
    const file = await csv([
      ['Киоск', 12.5, new Date(Date.UTC(2024, 0, 9, 23, 59)), visit, true],
      [null, -3, null, null, false],
    ]);
    expect(file.text.split('\r\n').slice(1)).toEqual([
      'Киоск;12.5;2024-01-09;2024-02-29 23:30:05;Да',
      ';-3;;;Нет',
      '',
    ]);
    expect(file.rows).toBe(2);
  });

  it('quotes separators, quotes and line breaks', async () => {
    const file = await csv([['x;y'], ['say "hi"'], ['1\r\n2']], [columns[0] as TableColumn]);
    expect(file.text).toBe('\uFEFFНазвание\r\n"x;y"\r\n"say ""hi"""\r\n"1\r\n2"\r\n');
  });

  it('defuses formula-like text, in the header too, but keeps negative numbers', async () => {
    const header: TableColumn[] = [
      { header: '=Сумма', type: 'text' },
      { header: 'n', type: 'number' },
    ];
    const file = await csv(
      [
        ["-2+3+cmd|' /C calc'!A0", -5],
        ['@SUM(1)', 0],
      ],
      header,
    );
    expect(file.text).toBe("\uFEFF'=Сумма;n\r\n'-2+3+cmd|' /C calc'!A0;-5\r\n'@SUM(1);0\r\n");
  });
});
