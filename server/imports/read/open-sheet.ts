import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES, type ImportFormat, MAX_IMPORT_ROWS } from '#src/contracts/imports';
import { ImportFileError, type OpenedSheet, type SheetRow } from '../sheet';
import { openCsv } from './csv/read-csv';
import type { SheetSource, SourceLimits } from './sheet-source';
import { openXls } from './xls/read-xls';
import { openXlsx } from './xlsx/read-xlsx';

/** What a zip may unpack to in all: many times the largest upload's worth of sheet XML. */
const MAX_UNPACKED_BYTES = 500 * 1024 * 1024;

const READERS: Record<
  ImportFormat,
  (open: () => Promise<Readable>, limits: SourceLimits) => Promise<SheetSource>
> = { xlsx: openXlsx, xls: openXls, csv: openCsv };

/** The rows of one pass, refused past `maxRows` rows after the header. */
async function* limited(rows: AsyncGenerator<SheetRow>, maxRows: number): AsyncGenerator<SheetRow> {
  let count = -1;
  for await (const row of rows) {
    count += 1;
    if (count > maxRows) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
    yield row;
  }
}

/**
 * Opens the first sheet of an uploaded spreadsheet. `open` gives the file's bytes from the start
 * and is called once per pass (the reader checks a zip's directory before it inflates anything,
 * and each iteration of `rows` reads the file again), so the file is never held whole, except an
 * XLS, whose format has no streaming reader.
 *
 * Refuses with ImportFileError (IMPORT_MESSAGES): an unreadable file, a zip bomb, more than
 * `maxRows` data rows (while iterating), or no data rows at all (a header alone included).
 */
export async function openSheet(
  open: () => Promise<Readable>,
  format: ImportFormat,
  options: { maxRows?: number; maxUnpackedBytes?: number } = {},
): Promise<OpenedSheet> {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  const source = await READERS[format](open, {
    maxUnpackedBytes: options.maxUnpackedBytes ?? MAX_UNPACKED_BYTES,
  });
  // A first look: a header and one row at least, and the XLSX dimension that precedes them.
  let seen = 0;
  for await (const _row of source.rows()) {
    seen += 1;
    if (seen === 2) break;
  }
  if (seen < 2) throw new ImportFileError(IMPORT_MESSAGES.empty);
  return {
    total: source.total(),
    rows: { [Symbol.asyncIterator]: () => limited(source.rows(), maxRows) },
  };
}
