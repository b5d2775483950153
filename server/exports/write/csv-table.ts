import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { neutralizeFormula } from '#src/contracts/spreadsheet-text';
import { dateText, yesNo } from './cell-text';
import { drained } from './stream-wait';
import type { ExportCell, ExportColumnType, TableOptions } from './table-writer';

// The portal's CSV conventions (src/components/crud/csv.ts), so a file downloaded either way
// opens the same: Excel reads UTF-8 only after a BOM, and with a Russian locale splits on `;`.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

function cellText(value: ExportCell, type: ExportColumnType): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value, type);
  const safe = neutralizeFormula(value);
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(cells: readonly ExportCell[], types: readonly ExportColumnType[]): string {
  return (
    types.map((type, index) => cellText(cells[index] ?? null, type)).join(SEPARATOR) + LINE_END
  );
}

/** A write that waits when the stream's buffer is full: memory holds about a batch, not the file. */
async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await drained(out);
}

/** Streams the table as CSV batch by batch; answers the number of data rows. */
export async function writeCsvTable(out: Writable, options: TableOptions): Promise<number> {
  const types = options.columns.map((column) => column.type);
  const headers = options.columns.map((column) => column.header);
  await write(
    out,
    BOM +
      line(
        headers,
        types.map(() => 'text'),
      ),
  );
  let count = 0;
  for await (const batch of options.rows) {
    if (batch.length === 0) continue;
    await write(out, batch.map((cells) => line(cells, types)).join(''));
    count += batch.length;
  }
  out.end();
  await finished(out, { readable: false });
  return count;
}
