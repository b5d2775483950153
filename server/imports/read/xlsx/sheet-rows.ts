import type { CellValue, SheetRow } from '../../sheet';
import { sheetRow } from '../cells';
import { unreadable } from '../file-errors';
import { type CellContext, cellValue, type RawCell } from './sheet-cells';
import { RichText } from './workbook-parts';
import { type XmlSink, xmlSink } from './xml-sink';

/** Excel's last column, XFD. */
const MAX_COLUMNS = 16_384;

/** `C12` → 2: the column of a cell reference, 0-based. */
function columnIndex(reference: string): number {
  let index = 0;
  for (let at = 0; at < reference.length; at += 1) {
    const code = reference.charCodeAt(at) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    index = index * 26 + (code - 0x60);
  }
  if (index === 0 || index > MAX_COLUMNS) throw unreadable();
  return index - 1;
}

/** `A1:L100001` → 100001: the rows a sheet's dimension spans; a single cell tells nothing. */
export function dimensionRows(reference: string): number | null {
  const match = /^[A-Za-z]+(\d+):[A-Za-z]+(\d+)$/.exec(reference);
  if (!match) return null;
  return Number(match[2]) - Number(match[1]) + 1;
}

export interface SheetSinkEvents {
  /** The sheet's `<dimension>`, which comes before its rows. */
  dimension(reference: string): void;
  row(row: SheetRow): void;
}

/** Reads a worksheet part: its rows, with their numbers and values, as they stream by. */
export function sheetSink(context: CellContext, events: SheetSinkEvents): XmlSink {
  let rowNumber = 0;
  let cells: CellValue[] = [];
  let problems: Map<number, string> | undefined;
  let column = 0;
  let cell: RawCell | undefined;
  let inValue = false;
  let valueText = '';
  let inline: RichText | undefined;

  const finishCell = (raw: RawCell) => {
    const result = cellValue(raw, context);
    while (cells.length < column) cells.push(null);
    if ('problem' in result) {
      cells[column] = null;
      problems ??= new Map();
      problems.set(column, result.problem);
    } else {
      cells[column] = result.value;
    }
    column += 1;
  };

  return xmlSink({
    open(name, attributes) {
      if (cell) {
        if (name === 'v') {
          inValue = true;
          valueText = '';
        } else if (name === 'f') {
          cell.formula = true;
        } else if (name === 'is') {
          inline = new RichText();
        } else {
          inline?.open(name);
        }
      } else if (name === 'c') {
        if (attributes.r) column = columnIndex(attributes.r);
        if (column >= MAX_COLUMNS) throw unreadable();
        const style = attributes.s ? Number(attributes.s) : 0;
        cell = { type: attributes.t ?? 'n', style, formula: false, value: null, inline: null };
      } else if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        if (!Number.isSafeInteger(rowNumber) || rowNumber < 1) throw unreadable();
        cells = [];
        problems = undefined;
        column = 0;
      } else if (name === 'dimension' && attributes.ref) {
        events.dimension(attributes.ref);
      }
    },
    text(text) {
      if (inValue) valueText += text;
      else inline?.text(text);
    },
    close(name) {
      if (!cell) {
        if (name === 'row') {
          const row = sheetRow(rowNumber, cells, problems);
          if (row) events.row(row);
        }
      } else if (name === 'v') {
        inValue = false;
        cell.value = valueText;
      } else if (name === 'is') {
        cell.inline = inline?.take() ?? '';
        inline = undefined;
      } else if (name === 'c') {
        finishCell(cell);
        cell = undefined;
      } else {
        inline?.close(name);
      }
    },
  });
}
