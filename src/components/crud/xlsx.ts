import type { Cell } from 'write-excel-file/browser';
import type { ExportTable } from './export-rows';

/** A value as a typed cell: numbers stay numbers and yes/no a boolean, so Excel sums and sorts. */
export function xlsxCell(value: unknown): Cell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
    return value;
  }
  return String(value);
}

/**
 * The table as an XLSX workbook of one sheet, header in bold and kept in view. The writer
 * (write-excel-file, with its zip code) is imported on the first export only, so no screen that
 * does not export pays for it (the screens' JS budgets are in docs/performance.md).
 */
export async function toXlsx(table: ExportTable, sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header: Cell[] = table.header.map((value) => ({ value, fontWeight: 'bold' }));
  const data = [header, ...table.rows.map((row) => row.map(xlsxCell))];
  const widths = table.header.map((title, index) => {
    const longest = Math.max(
      title.length,
      ...table.rows.slice(0, 200).map((row) => String(row[index] ?? '').length),
    );
    return { width: Math.min(Math.max(longest + 2, 8), 60) };
  });
  // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
  const name = sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
  return writeXlsxFile(data, { sheet: name, columns: widths, stickyRowsCount: 1 }).toBlob();
}
