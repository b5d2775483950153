// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '#src/contracts/imports';
import { openSheet } from '../open-sheet';
import { allRows, opener, rowsSheet, setCell, sheetJsFile } from '../test-files';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

function legacyFile(): Buffer {
  const sheet = rowsSheet([
    ['Код', 'Открыта', 'Площадь', 'Активна'],
    [4600000000000, null, 1234.5, true],
    [],
    ['002', null, 0.5, false, null, ''],
  ]);
  setCell(sheet, 'B2', { t: 'n', v: 45356, z: 'dd.mm.yyyy' });
  setCell(sheet, 'B4', { t: 'n', v: 45356.5, z: 'dd.mm.yyyy hh:mm' });
  return sheetJsFile(sheet, 'biff8');
}

describe('openSheet on XLS', () => {
  it('reads Excel 97-2003 cells, dates in UTC whatever the server’s time zone', async () => {
    process.env.TZ = 'Asia/Vladivostok';
    const sheet = await openSheet(opener(legacyFile()).open, 'xls');
    expect(sheet.total).toBe(3);
    const rows = await allRows(sheet);
    expect(rows.map((row) => [row.number, row.cells])).toEqual([
      [1, ['Код', 'Открыта', 'Площадь', 'Активна']],
      [2, [4600000000000, new Date('2024-03-05T00:00:00Z'), 1234.5, true]],
      [4, ['002', new Date('2024-03-05T12:00:00Z'), 0.5, false]],
    ]);
  });

  it('refuses a corrupt file, a file that is no XLS, an empty sheet and too many rows', async () => {
    const good = legacyFile();
    const broken = Buffer.concat([good.subarray(0, 8), Buffer.alloc(4096, 0xff)]);
    for (const file of [broken, Buffer.from('Код;Имя\n1;Иван\n')]) {
      await expect(openSheet(opener(file).open, 'xls')).rejects.toThrow(IMPORT_MESSAGES.unreadable);
    }
    const header = sheetJsFile(rowsSheet([['Код', 'Имя']]), 'biff8');
    await expect(openSheet(opener(header).open, 'xls')).rejects.toThrow(IMPORT_MESSAGES.empty);
    await expect(
      allRows(await openSheet(opener(good).open, 'xls', { maxRows: 1 })),
    ).rejects.toThrow(IMPORT_MESSAGES.tooManyRows);
  });
});
