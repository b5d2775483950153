import type { ImportFormat } from '#src/contracts/imports';
import { CSV_MIME, XLSX_MIME } from './cells';
import { errorsCsv } from './errors-csv';
import type { RefusedRows } from './errors-rows';
import { errorsXlsx } from './errors-xlsx';

export type { RefusedRows } from './errors-rows';

export interface ErrorsFile {
  body: Buffer;
  mime: string;
  extension: 'xlsx' | 'csv';
}

/**
 * The refused rows as the user sent them, values and types kept, with an "Ошибка" column at the
 * end: to fix and upload again. A CSV upload gets a CSV back; XLSX and XLS uploads an XLSX.
 */
export async function errorsFile(input: {
  headers: string[];
  rows: RefusedRows;
  format: ImportFormat;
  sheetName?: string;
}): Promise<ErrorsFile> {
  if (input.format === 'csv') {
    return { body: await errorsCsv(input.headers, input.rows), mime: CSV_MIME, extension: 'csv' };
  }
  return {
    body: await errorsXlsx(input.headers, input.rows, input.sheetName),
    mime: XLSX_MIME,
    extension: 'xlsx',
  };
}
