import type { CellObject } from '@e965/xlsx';
import { IMPORT_CELL_MESSAGES } from '#src/contracts/import-cells';
import type { CellValue, SheetRow } from '../../sheet';
import { excelSerialToDate, isDateFormat, isDateFormatId, sheetRow } from '../cells';
import { unreadable } from '../file-errors';
import type { OpenFile, SheetSource } from '../sheet-source';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** BIFF's error codes as Excel shows them. */
const ERRORS: Record<number, string> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
};

async function readAll(open: OpenFile): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of await open()) parts.push(chunk);
  return Buffer.concat(parts);
}

const isDate = (format: CellObject['z']) =>
  typeof format === 'number' ? isDateFormatId(format) : isDateFormat(format ?? '');

type Read = { value: CellValue } | { problem: string };

function readCell(cell: CellObject | undefined, date1904: boolean): Read {
  if (!cell) return { value: null };
  if (cell.f !== undefined && cell.v === undefined) {
    return { problem: IMPORT_CELL_MESSAGES.formulaWithoutValue };
  }
  const { v } = cell;
  if (cell.t === 'e') return { problem: IMPORT_CELL_MESSAGES.cellError(ERRORS[Number(v)] ?? '#?') };
  if (typeof v === 'number' && isDate(cell.z))
    return { value: excelSerialToDate(v, date1904) ?? v };
  return { value: v ?? null };
}

/**
 * XLS (BIFF, Excel 97-2003) through SheetJS, which reads the whole file: the format has no
 * streaming reader, and a sheet holds at most 65,536 rows. Dates are taken as serials and turned
 * into UTC here: SheetJS's own dates follow the server's time zone.
 */
export async function openXls(open: OpenFile): Promise<SheetSource> {
  const bytes = await readAll(open);
  if (!bytes.subarray(0, OLE2.length).equals(OLE2)) throw unreadable();
  // Loaded on the first XLS only: SheetJS is large and most imports are XLSX or CSV.
  const XLSX = await import('@e965/xlsx');
  let sheetRows: SheetRow[];
  try {
    const workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellNF: true,
      cellFormula: true,
      cellDates: false,
      cellText: false,
      cellHTML: false,
    });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw unreadable();
    const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
    sheetRows = (sheet['!data'] ?? []).flatMap((cells, index) => {
      if (!cells) return [];
      const values: CellValue[] = [];
      let problems: Map<number, string> | undefined;
      for (let column = 0; column < cells.length; column += 1) {
        const read = readCell(cells[column], date1904);
        if ('problem' in read) {
          values.push(null);
          problems ??= new Map();
          problems.set(column, read.problem);
        } else {
          values.push(read.value);
        }
      }
      return sheetRow(index + 1, values, problems) ?? [];
    });
  } catch {
    throw unreadable();
  }
  return {
    async *rows() {
      yield* sheetRows;
    },
    total: () => sheetRows.length,
  };
}
