// @vitest-environment node
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from '../sheet';
import { openSheet } from './open-sheet';
import { allRows, rowsSheet, sheetJsFile } from './test-files';

/** A store that fails halfway through the file, as a dropped connection to a bucket does. */
function failingHalfway(file: Buffer) {
  return async () =>
    new Readable({
      read() {
        this.push(file.subarray(0, file.length / 2));
        this.destroy(new Error('ECONNRESET'));
      },
    });
}

describe('openSheet', () => {
  it('passes a failure of the store through: it is no fault of the file', async () => {
    const rows = Array.from({ length: 200 }, (_, index) => [index, `Точка ${index}`]);
    const csv = Buffer.from(rows.map((row) => row.join(';')).join('\n'));
    for (const [file, format] of [
      [sheetJsFile(rowsSheet(rows), 'xlsx'), 'xlsx'],
      [sheetJsFile(rowsSheet(rows), 'biff8'), 'xls'],
      [csv, 'csv'],
    ] as const) {
      const reading = openSheet(failingHalfway(file), format).then(allRows);
      await expect(reading).rejects.toThrow('ECONNRESET');
      await expect(reading).rejects.not.toBeInstanceOf(ImportFileError);
    }
  });
});
