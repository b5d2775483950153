import { neutralizeFormula } from '#src/contracts/spreadsheet-text';
import { yesNo } from './cell-text';
import type { ExportCell, ExportColumnType, TableColumn } from './table-writer';

/** Cell styles of styles.xml (xlsx-parts.ts), by their index there. */
const STYLE = { plain: 0, header: 1, date: 2, dateTime: 3 } as const;

const DAY_MS = 86_400_000;
/** Excel's serial of 1970-01-01 (its day 0 is 1899-12-30). */
const EPOCH_SERIAL = 25_569;

// Characters XML 1.0 does not allow, which a cell's text may still hold (pasted control codes).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is removed.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export const xmlText = (text: string): string =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const inline = (text: string, style: number = STYLE.plain) =>
  `<c t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;

/**
 * A cell as Excel keeps it: numbers as numbers, a Date by its UTC fields as a serial (callers
 * pass the wall time encoded as UTC; a date column keeps the day only), yes/no as words, text
 * inline and defused, so no table of shared strings grows with the file.
 */
function cellXml(value: ExportCell, type: ExportColumnType): string {
  if (value === null) return '<c/>';
  if (typeof value === 'boolean') return inline(yesNo(value));
  if (typeof value === 'number') return Number.isFinite(value) ? `<c><v>${value}</v></c>` : '<c/>';
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) return '<c/>';
    const serial =
      type === 'date' ? Math.floor(time / DAY_MS) + EPOCH_SERIAL : time / DAY_MS + EPOCH_SERIAL;
    return `<c s="${type === 'date' ? STYLE.date : STYLE.dateTime}"><v>${serial}</v></c>`;
  }
  return inline(neutralizeFormula(value));
}

export const rowXml = (cells: readonly ExportCell[], columns: readonly TableColumn[]): string =>
  `<row>${columns.map((column, index) => cellXml(cells[index] ?? null, column.type)).join('')}</row>`;

/** A sheet's opening: the frozen header row, column widths from the headers. */
export function sheetStart(columns: readonly TableColumn[]): string {
  const widths = columns
    .map((column, index) => {
      const width = Math.min(Math.max(column.header.length + 2, 12), 40);
      return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const header = columns
    .map((column) => inline(neutralizeFormula(column.header), STYLE.header))
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    (widths ? `<cols>${widths}</cols>` : '') +
    `<sheetData><row>${header}</row>`
  );
}

export const SHEET_END = '</sheetData></worksheet>';
