// @vitest-environment node
import { PassThrough, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { type ExportCell, type ExportFormat, writeTable } from './table-writer';
import { batches } from './test-tables';

async function* failing(): AsyncGenerator<readonly (readonly ExportCell[])[]> {
  yield [['a'], ['b']];
  throw new Error('the store went away');
}

describe('writeTable', () => {
  it.each<ExportFormat>(['csv', 'xlsx'])(
    'rejects and destroys the stream when the rows fail (%s)',
    async (format) => {
      const out = new PassThrough();
      const body = buffer(out);
      const columns = [{ header: 'a', type: 'text' as const }];
      await expect(
        writeTable(out, { format, columns, sheetName: 'X', rows: failing() }),
      ).rejects.toThrow('the store went away');
      expect(out.destroyed).toBe(true);
      await expect(body).rejects.toThrow();
    },
  );
});

describe('writeTable on a slow stream', () => {
  it('waits for drain between batches and still writes every row', async () => {
    const chunks: string[] = [];
    const out = new Writable({
      highWaterMark: 8,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        setImmediate(done);
      },
    });
    let drains = 0;
    out.on('drain', () => {
      drains += 1;
    });
    const rows = Array.from({ length: 20 }, (_, index) => [`строка ${index}`]);
    const columns = [{ header: 'a', type: 'text' as const }];
    const result = await writeTable(out, {
      format: 'csv',
      columns,
      sheetName: 'X',
      rows: batches(rows),
    });
    expect(result.rows).toBe(20);
    expect(drains).toBeGreaterThan(0);
    expect(chunks.join('').split('\r\n')).toHaveLength(22);
  });

  it('rejects instead of hanging when the stream closes while full', async () => {
    const out = new Writable({ highWaterMark: 1, write: () => undefined });
    const columns = [{ header: 'a', type: 'text' as const }];
    const writing = writeTable(out, {
      format: 'csv',
      columns,
      sheetName: 'X',
      rows: batches([['x']]),
    });
    setImmediate(() => out.destroy());
    await expect(writing).rejects.toThrow('closed');
  });
});
