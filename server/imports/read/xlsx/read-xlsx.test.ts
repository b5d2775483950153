// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_CELL_MESSAGES } from '#src/contracts/import-cells';
import { IMPORT_MESSAGES } from '#src/contracts/imports';
import type { SheetRow } from '../../sheet';
import { openSheet } from '../open-sheet';
import {
  allRows,
  deflatedZeros,
  largeXlsx,
  opener,
  rowsSheet,
  setCell,
  sheetJsFile,
  workbookParts,
  worksheetXml,
  zipFile,
} from '../test-files';

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/** An outlet list as staff keep it in Excel. */
function outletsFile(): Buffer {
  const sheet = rowsSheet([
    ['Код', 'Название', 'Открыта', 'Площадь', 'Активна', 'Двойная', 'Имя'],
    ['4600000000000', 'Точка «Север»', null, 1234.5, true, null, null],
    [],
    [4600000000017, 'Точка Юг', null, 0.25, false],
  ]);
  setCell(sheet, 'C2', { t: 'n', v: 45356, z: 'dd.mm.yyyy' });
  setCell(sheet, 'C4', { t: 'n', v: 45356.75, z: 'dd.mm.yyyy hh:mm' });
  setCell(sheet, 'F2', { t: 'n', f: 'D2*2', v: 2469 });
  setCell(sheet, 'G2', { t: 's', f: 'B2&"!"', v: 'Точка «Север»!' });
  setCell(sheet, 'F4', { t: 'n', f: 'D4*2' });
  sheet['!ref'] = 'A1:G4';
  return sheetJsFile(sheet, 'xlsx');
}

describe('openSheet on XLSX', () => {
  /** 64 MB of zeros, deflated to some 64 KB. */
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await deflatedZeros(64);
  });

  it('reads the first sheet as Excel shows it: numbers, dates, strings, booleans, formulas', async () => {
    const { open } = opener(outletsFile());
    const sheet = await openSheet(open, 'xlsx');
    expect(sheet.total).toBe(4);
    const rows = await allRows(sheet);
    expect(rows.map((row) => row.number)).toEqual([1, 2, 4]);
    expect(rows[0]!.cells).toEqual([
      'Код',
      'Название',
      'Открыта',
      'Площадь',
      'Активна',
      'Двойная',
      'Имя',
    ]);
    expect(rows[1]!.cells).toEqual([
      '4600000000000',
      'Точка «Север»',
      day('2024-03-05'),
      1234.5,
      true,
      2469,
      'Точка «Север»!',
    ]);
    expect(rows[1]!.problems).toBeUndefined();
    expect(rows[2]!.cells).toEqual([
      4600000000017,
      'Точка Юг',
      new Date('2024-03-05T18:00:00Z'),
      0.25,
      false,
      null,
    ]);
    expect(rows[2]!.problems).toEqual(new Map([[5, IMPORT_CELL_MESSAGES.formulaWithoutValue]]));
  });

  it('reads the file afresh on every pass over the rows', async () => {
    const { open, stats } = opener(outletsFile());
    const sheet = await openSheet(open, 'xlsx');
    const opensBefore = stats.opens;
    const first = await allRows(sheet);
    const second = await allRows(sheet);
    expect(second).toEqual(first);
    expect(stats.opens).toBe(opensBefore + 2);
  });

  it('reads inline and rich strings, prefixed tags, errors, ISO dates and cells without references', async () => {
    const file = zipFile(
      workbookParts(
        worksheetXml(
          `<x:dimension ref="A1"/><x:sheetData>
            <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>Имя</x:t></x:is></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>
            <x:row><x:c t="inlineStr"><x:is><x:r><x:t>Иван</x:t></x:r><x:r><x:t xml:space="preserve"> Петров</x:t></x:r></x:is></x:c><x:c t="e"><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c><x:c t="d"><x:v>2024-03-05T00:00:00</x:v></x:c><x:c s="1"/><x:c r="F2" s="1"/></x:row>
            <x:row r="5"><x:c r="C5" t="s"><x:v>2</x:v></x:c></x:row>
            <x:row r="6" spans="1:3"><x:c r="A6" s="1"/><x:c r="B6" t="s"><x:v>3</x:v></x:c></x:row>
          </x:sheetData>`,
          'x',
        ),
        {
          strings: [
            '<t>Код</t>',
            '<t>Стр_x000D_ока</t>',
            '<r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>',
            '<t xml:space="preserve">   </t>',
          ],
        },
      ),
    );
    const sheet = await openSheet(opener(file).open, 'xlsx');
    expect(sheet.total).toBe(null);
    const rows = await allRows(sheet);
    expect(rows.map((row) => [row.number, row.cells])).toEqual([
      [1, ['Код', 'Имя', 'Стр\rока']],
      [2, ['Иван Петров', null, day('2024-03-05')]],
      [5, [null, null, '東京']],
    ]);
    expect(rows[1]!.problems).toEqual(new Map([[1, IMPORT_CELL_MESSAGES.cellError('#DIV/0!')]]));
  });

  it('counts dates from 1904 when the workbook says so, and knows custom date formats', async () => {
    const styles = `<styleSheet><numFmts><numFmt numFmtId="164" formatCode="[$-419]DD.MM.YYYY"/><numFmt numFmtId="165" formatCode="0.00&quot; дн.&quot;"/></numFmts><cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
    const body = `<sheetData><row r="1"><c t="inlineStr"><is><t>Дата</t></is></c></row><row r="2"><c s="1"><v>0</v></c><c s="2"><v>3</v></c><c s="3"><v>1</v></c><c s="0"><v>1</v></c></row></sheetData>`;
    const file = zipFile(workbookParts(worksheetXml(body), { styles, date1904: true }));
    const rows = await allRows(await openSheet(opener(file).open, 'xlsx'));
    expect(rows[1]!.cells).toEqual([day('1904-01-01'), 3, day('1904-01-02'), 1]);
  });

  it('refuses a zip whose entry would unpack absurdly, before inflating it', async () => {
    const parts = workbookParts(worksheetXml('<sheetData/>'));
    const file = zipFile([
      ...parts,
      { name: 'xl/media/image1.png', data: '', deflated: bomb, claimedSize: 64 * 1024 * 1024 },
    ]);
    expect(file.length).toBeLessThan(200 * 1024);
    await expect(openSheet(opener(file).open, 'xlsx')).rejects.toThrow(IMPORT_MESSAGES.zipBomb);
  });

  it('refuses a zip that unpacks past the limit in all', async () => {
    const big = 'Торговая точка '.repeat(40_000);
    const file = zipFile(workbookParts(worksheetXml(`<sheetData/><!--${big}-->`)));
    await expect(
      openSheet(opener(file).open, 'xlsx', { maxUnpackedBytes: 500_000 }),
    ).rejects.toThrow(IMPORT_MESSAGES.zipBomb);
  });

  it('stops inflating an entry that outgrows the size its directory claims', async () => {
    const parts = workbookParts(worksheetXml('<sheetData/>'));
    const file = zipFile([
      { name: 'xl/sharedStrings.xml', data: '', deflated: bomb, claimedSize: 2000 },
      ...parts.filter((part) => part.name !== 'xl/sharedStrings.xml'),
    ]);
    const { open, stats } = opener(file);
    await expect(openSheet(open, 'xlsx')).rejects.toThrow(IMPORT_MESSAGES.zipBomb);
    // Two passes read the file whole (the directory, then the workbook's parts, which the lying
    // entry lies in front of); the pass that inflates it stops within its first kilobytes.
    expect(stats.taken).toBeLessThan(2.5 * file.length);
  });

  it('refuses corrupt files and zips that hold no workbook', async () => {
    const good = outletsFile();
    const corrupt = [
      good.subarray(0, good.length / 2),
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(5000, 7)]),
      zipFile([{ name: 'word/document.xml', data: '<w:document/>' }]),
      zipFile(
        workbookParts('<worksheet><sheetData><row><c><v>1</v></row></sheetData></worksheet>'),
      ),
      zipFile(
        workbookParts(
          worksheetXml(
            '<!DOCTYPE x [<!ENTITY a "aaaa">]><sheetData><row><c t="inlineStr"><is><t>&a;</t></is></c></row></sheetData>',
          ),
        ),
      ),
    ];
    const garbled = Buffer.from(good);
    const sheetAt = garbled.indexOf('xl/worksheets/sheet1.xml');
    garbled.fill(0x55, sheetAt + 40, sheetAt + 400);
    corrupt.push(garbled);
    for (const file of corrupt) {
      const reading = openSheet(opener(file).open, 'xlsx').then(allRows);
      await expect(reading).rejects.toThrow(IMPORT_MESSAGES.unreadable);
    }
  });

  it('refuses more data rows than the limit while reading them', async () => {
    const { open } = opener(outletsFile());
    await expect(allRows(await openSheet(open, 'xlsx', { maxRows: 2 }))).resolves.toHaveLength(3);
    await expect(allRows(await openSheet(open, 'xlsx', { maxRows: 1 }))).rejects.toThrow(
      IMPORT_MESSAGES.tooManyRows,
    );
  });

  it('refuses a sheet without rows, and one with a header alone', async () => {
    const blank = zipFile(
      workbookParts(worksheetXml('<sheetData><row r="1"><c r="A1" s="1"/></row></sheetData>')),
    );
    const header = sheetJsFile(rowsSheet([['Код', 'Название']]), 'xlsx');
    for (const file of [blank, header]) {
      await expect(openSheet(opener(file).open, 'xlsx')).rejects.toThrow(IMPORT_MESSAGES.empty);
    }
  });

  it('streams a large sheet: its first row comes before the file is read through', async () => {
    const file = largeXlsx(20_000);
    const { open, stats } = opener(file, 16 * 1024);
    const sheet = await openSheet(open, 'xlsx');
    expect(sheet.total).toBe(20_001);
    const before = stats.taken;
    const rows = sheet.rows[Symbol.asyncIterator]();
    await rows.next();
    const second = await rows.next();
    expect(stats.taken - before).toBeLessThan(file.length / 10);
    await rows.return?.();
    expect(second.value).toEqual({
      number: 2,
      cells: [
        'Торговая точка 1',
        1,
        1.5,
        day('2024-01-02'),
        'ул. Ленина, д. 1',
        4600000000001,
        true,
        'Город 1',
        2,
        '+7 900 0000001',
        'Тип А',
        1,
      ],
    });
    let count = 0;
    let last: SheetRow | undefined;
    for await (const row of sheet.rows) {
      count += 1;
      last = row;
    }
    expect(count).toBe(20_001);
    expect(last?.number).toBe(20_001);
  });
});
