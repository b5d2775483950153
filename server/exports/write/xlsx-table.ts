import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { sheetName } from '../../imports/write/cells';
import { rowXml, SHEET_END, sheetStart } from './sheet-xml';
import { drained } from './stream-wait';
import type { TableOptions } from './table-writer';
import { sheetPath, workbookParts } from './xlsx-parts';

const DEFAULT_ROWS_PER_SHEET = 1_000_000;
const FALLBACK_SHEET = 'Лист';
const MAX_SHEET_NAME = 31;

/** The n-th sheet's name: the suffix " (n)" fits inside Excel's 31 characters. */
function nthSheetName(wanted: string, n: number): string {
  const base = sheetName(wanted, FALLBACK_SHEET);
  if (n === 1) return base;
  const suffix = ` (${n})`;
  return `${base.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
}

/** Writes `text` to the sheet's stream, waiting while the zip has not taken what came before. */
async function put(sheet: PassThrough, text: string): Promise<void> {
  if (!sheet.write(text)) await drained(sheet);
}

/**
 * Streams the table as the sheets' XML straight into a zip (yazl, deflated as it goes): memory
 * holds a batch of rows, whatever the file's size. A spreadsheet library's writer kept hundreds
 * of bytes a row until the end. The workbook's own parts, which name the sheets, go last.
 */
export async function writeXlsxTable(out: Writable, options: TableOptions): Promise<number> {
  const { columns } = options;
  const perSheet = Math.max(1, options.rowsPerSheet ?? DEFAULT_ROWS_PER_SHEET);
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const zipped = pipeline(output, out);
  const names: string[] = [];
  let sheet: PassThrough | undefined;
  const openSheet = async () => {
    if (sheet) sheet.end(SHEET_END);
    names.push(nthSheetName(options.sheetName, names.length + 1));
    sheet = new PassThrough();
    zip.addReadStream(sheet, sheetPath(names.length));
    await put(sheet, sheetStart(columns));
    return sheet;
  };
  try {
    let current = await openSheet();
    let onSheet = 0;
    let count = 0;
    for await (const batch of options.rows) {
      let text = '';
      for (const cells of batch) {
        if (onSheet === perSheet) {
          await put(current, text);
          text = '';
          current = await openSheet();
          onSheet = 0;
        }
        text += rowXml(cells, columns);
        onSheet += 1;
        count += 1;
      }
      await put(current, text);
    }
    current.end(SHEET_END);
    for (const [name, content] of workbookParts(names)) zip.addBuffer(Buffer.from(content), name);
    zip.end();
    await zipped;
    return count;
  } catch (error) {
    sheet?.destroy();
    output.destroy();
    zipped.catch(() => undefined);
    throw error;
  }
}
