import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type ExportCell, type TableOptions, writeTable } from './table-writer';

type Row = readonly ExportCell[];

/** The rows handed over in batches of `size`, as the export job reads them from the store. */
export async function* batches(rows: readonly Row[], size = 2): AsyncGenerator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** The table written into memory: the file's bytes and the count writeTable answered. */
export async function written(options: TableOptions): Promise<{ rows: number; body: Buffer }> {
  const out = new PassThrough();
  const body = buffer(out);
  const result = await writeTable(out, options);
  return { ...result, body: await body };
}
