import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { WorkbookWriter } from '@cj-tech-master/excelts';
import { neutralizeFormula } from '#src/contracts/spreadsheet-text';
import { boldFont, sheetName } from '../../imports/write/cells';
import { yesNo } from './cell-text';
import { drained } from './stream-wait';
import type { ExportCell, ExportColumnType, TableOptions } from './table-writer';

const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const DEFAULT_ROWS_PER_SHEET = 1_000_000;
const FALLBACK_SHEET = 'Лист';
const MAX_SHEET_NAME = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

type Cell = { value: string | number | Date | null; numFmt?: string };

/**
 * A cell as Excel keeps it. A Date is written by its UTC fields (excelts turns the epoch time
 * into Excel's serial as is): callers pass the local wall time encoded as UTC, so the file shows
 * that wall time whatever the server's time zone. A date column keeps the day only, so Excel's
 * filters and sorting see days, as the CSV's text does.
 */
function xlsxCell(value: ExportCell, type: ExportColumnType): Cell {
  if (value === null) return { value: null };
  if (typeof value === 'boolean') return { value: yesNo(value) };
  if (typeof value === 'number') return { value: Number.isFinite(value) ? value : null };
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) return { value: null };
    if (type === 'date')
      return { value: new Date(time - (((time % DAY_MS) + DAY_MS) % DAY_MS)), numFmt: DATE_FORMAT };
    return { value, numFmt: DATE_TIME_FORMAT };
  }
  // Only text can run as a formula: numbers and dates above are data.
  return { value: neutralizeFormula(value) };
}

/** The n-th sheet's name: the suffix " (n)" fits inside Excel's 31 characters. */
function nthSheetName(wanted: string, n: number): string {
  const base = sheetName(wanted, FALLBACK_SHEET);
  if (n === 1) return base;
  const suffix = ` (${n})`;
  return `${base.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Streams the table into the zip row by row: memory holds a row at a time, not the sheet.
 * Strings are inline, not shared, so no table of them grows with the file.
 */
export async function writeXlsxTable(out: Writable, options: TableOptions): Promise<number> {
  const { columns } = options;
  const perSheet = Math.max(1, options.rowsPerSheet ?? DEFAULT_ROWS_PER_SHEET);
  const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const openSheet = (n: number) => {
    const sheet = workbook.addWorksheet(nthSheetName(options.sheetName, n), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = columns.map((column) => ({
      width: Math.min(Math.max(column.header.length + 2, 12), 40),
    }));
    const head = sheet.addRow(columns.map((column) => neutralizeFormula(column.header)));
    head.font = boldFont();
    head.commit();
    return sheet;
  };
  let sheets = 1;
  let sheet = openSheet(sheets);
  let onSheet = 0;
  let count = 0;
  for await (const batch of options.rows) {
    for (const cells of batch) {
      if (onSheet === perSheet) {
        sheet.commit();
        sheets += 1;
        sheet = openSheet(sheets);
        onSheet = 0;
      }
      const typed = columns.map((column, index) => xlsxCell(cells[index] ?? null, column.type));
      const row = sheet.addRow(typed.map((cell) => cell.value));
      typed.forEach((cell, index) => {
        if (cell.numFmt) row.getCell(index + 1).numFmt = cell.numFmt;
      });
      row.commit();
      onSheet += 1;
      count += 1;
    }
    if (out.writableNeedDrain) await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  await finished(out, { readable: false });
  return count;
}
