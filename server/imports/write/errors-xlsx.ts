import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { WorkbookWriter } from '@cj-tech-master/excelts';
import { boldFont, cellFormat, ERROR_FILL, sheetName } from './cells';
import { type RefusedRows, withError } from './errors-rows';
import { ERRORS_TEXTS } from './labels';

/**
 * The refused rows streamed row by row into the zip: memory holds a row at a time, not the
 * sheet. Strings are written inline, not shared, so no table of them grows with the file.
 */
export async function errorsXlsx(
  headers: string[],
  rows: RefusedRows,
  wanted: string | undefined,
): Promise<Buffer> {
  const out = new PassThrough();
  const body = buffer(out);
  try {
    await writeRows(out, headers, rows, wanted);
  } catch (error) {
    // The rows' source failed (a read back from the store): the half-written file is dropped.
    out.destroy();
    body.catch(() => undefined);
    throw error;
  }
  return body;
}

async function writeRows(
  out: PassThrough,
  headers: string[],
  rows: RefusedRows,
  wanted: string | undefined,
): Promise<void> {
  const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(wanted ?? '', ERRORS_TEXTS.sheet), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    ...headers.map((header) => ({ width: Math.min(Math.max(header.length + 2, 12), 40) })),
    { width: 60 },
  ];
  const errorColumn = headers.length + 1;
  const head = sheet.addRow([...headers, ERRORS_TEXTS.errorColumn]);
  head.font = boldFont();
  head.getCell(errorColumn).fill = ERROR_FILL;
  head.commit();
  for await (const refused of rows) {
    const values = withError(refused, headers.length);
    const row = sheet.addRow(values);
    values.forEach((value, index) => {
      const numFmt = cellFormat(value);
      if (numFmt) row.getCell(index + 1).numFmt = numFmt;
    });
    const error = row.getCell(errorColumn);
    error.fill = ERROR_FILL;
    error.alignment = { wrapText: true, vertical: 'top' };
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
