import { buffer } from 'node:stream/consumers';
import { stringify } from 'csv-stringify';
import type { CellValue } from '../sheet';
import { type RefusedRows, withError } from './errors-rows';
import { ERRORS_TEXTS } from './labels';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A CSV upload's cells are text and come back verbatim; any other value is written in the
 * Russian notation the import reads (a decimal comma, ДД.ММ.ГГГГ, да/нет).
 */
function csvText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
}

/**
 * UTF-8 with a BOM (so Excel opens Cyrillic right), `;` between cells (a Russian Excel's list
 * separator), CRLF between rows, quotes where a cell holds `;`, a quote or a line break.
 */
export async function errorsCsv(headers: string[], rows: RefusedRows): Promise<Buffer> {
  const stringifier = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // Left alone, a lone \n (Alt+Enter in an Excel cell) goes unquoted: only \r\n is the
    // record delimiter it looks for, and a reader would split the row there.
    quoted_match: /[\r\n]/,
  });
  const body = buffer(stringifier);
  const write = async (record: string[]) => {
    if (!stringifier.write(record)) {
      await new Promise((resolve) => stringifier.once('drain', resolve));
    }
  };
  try {
    await write([...headers, ERRORS_TEXTS.errorColumn]);
    for await (const row of rows) await write(withError(row, headers.length).map(csvText));
  } catch (error) {
    stringifier.destroy();
    body.catch(() => undefined);
    throw error;
  }
  stringifier.end();
  return body;
}
