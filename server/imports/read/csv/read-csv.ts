import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { SheetRow } from '../../sheet';
import { sheetRow } from '../cells';
import { unreadable } from '../file-errors';
import type { OpenFile, SheetSource } from '../sheet-source';
import { CSV_HEAD_BYTES, detectDelimiter, detectEncoding } from './text-encoding';

/** Past this a record is an unclosed quote swallowing the file, not a row (Excel: 32,767 a cell). */
const MAX_RECORD_CHARS = 4 * 1024 * 1024;

async function readHead(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      parts.push(chunk);
      length += chunk.length;
      if (length >= CSV_HEAD_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(parts).subarray(0, CSV_HEAD_BYTES);
}

const decoding = (encoding: string) => {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    decodeStrings: true,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
};

/** csv-parse names its refusals CSV_… (an unclosed quote, a record past the limit). */
const isCsvError = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? '').startsWith('CSV_');

/**
 * CSV: the encoding and the delimiter come from the file's head; each pass streams the file
 * through a decoder into csv-parse. Every cell is text; a record's number counts empty lines too,
 * as Excel numbers the rows of a CSV it opens.
 */
export async function openCsv(open: OpenFile): Promise<SheetSource> {
  const head = await readHead(await open());
  const encoding = detectEncoding(head);
  const delimiter = detectDelimiter(new TextDecoder(encoding).decode(head));

  async function* rows(): AsyncGenerator<SheetRow> {
    const parser = parse({
      delimiter,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: MAX_RECORD_CHARS,
    });
    const piping = pipeline(await open(), decoding(encoding), parser);
    piping.catch(() => {});
    let number = 0;
    try {
      for await (const record of parser) {
        number += 1;
        const row = sheetRow(number, record as string[]);
        if (row) yield row;
      }
      await piping;
    } catch (error) {
      if (isCsvError(error)) throw unreadable();
      throw error;
    }
  }

  return { rows, total: () => null };
}
