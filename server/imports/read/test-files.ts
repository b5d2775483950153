import { Readable } from 'node:stream';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import * as XLSX from '@e965/xlsx';
import type { OpenedSheet, SheetRow } from '../sheet';

/** Spreadsheet files built in memory for the reader's tests, and ways to hand them over. */

export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** Stored rather than deflated. */
  store?: boolean;
  /** The size the directory claims, when it should lie. */
  claimedSize?: number;
  /** Already deflated bytes (`data` is then ignored). */
  deflated?: Buffer;
}

/** A zip written field by field, so that a test can make it lie. CRCs are left 0: unchecked. */
export function zipFile(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.from(part.data);
    const packed = part.deflated ?? (part.store ? raw : deflateRawSync(raw));
    const size = part.claimedSize ?? (part.deflated ? 0 : raw.length);
    const name = Buffer.from(part.name);
    const method = part.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(entry, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A worksheet part around its body (`<dimension>`, `<sheetData>` …), `x:`-prefixed if asked. */
export function worksheetXml(body: string, prefix = ''): string {
  const tag = prefix ? `${prefix}:` : '';
  const xmlns = prefix ? `xmlns:${prefix}` : 'xmlns';
  return `<?xml version="1.0"?><${tag}worksheet ${xmlns}="${NS}">${body}</${tag}worksheet>`;
}

/**
 * The parts of a minimal workbook around one worksheet: `strings` are the shared strings' `<si>`
 * contents (XML), `styles` the whole styles part.
 */
export function workbookParts(
  worksheet: string,
  { strings = [] as string[], styles = '', date1904 = false } = {},
): ZipPart[] {
  const sst = strings.map((item) => `<si>${item}</si>`).join('');
  const workbookPr = date1904 ? '<workbookPr date1904="1"/>' : '';
  return [
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}">${workbookPr}<sheets><sheet name="Лист1" sheetId="1" r:id="rId1"/><sheet name="Лист2" sheetId="2" r:id="rId4"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId4" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    },
    // The sheet before the strings and styles it refers to, as Excel orders them.
    { name: 'xl/worksheets/sheet1.xml', data: worksheet },
    {
      name: 'xl/worksheets/sheet2.xml',
      data: worksheetXml(
        '<sheetData><row r="1"><c t="inlineStr"><is><t>Второй лист</t></is></c></row></sheetData>',
      ),
    },
    { name: 'xl/sharedStrings.xml', data: `<sst xmlns="${NS}">${sst}</sst>` },
    {
      name: 'xl/styles.xml',
      data:
        styles || `<styleSheet xmlns="${NS}"><cellXfs><xf numFmtId="0"/></cellXfs></styleSheet>`,
    },
  ];
}

/** A workbook written by SheetJS (as Excel would save it: shared strings, cached formula values). */
export function sheetJsFile(sheet: WorkSheet, bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Лист1');
  return XLSX.write(book, { type: 'buffer', bookType, bookSST: true });
}

export const rowsSheet = (rows: unknown[][]): WorkSheet => XLSX.utils.aoa_to_sheet(rows);

export const setCell = (sheet: WorkSheet, address: string, cell: CellObject) => {
  sheet[address] = cell;
};

/** Deflated zeros, `megabytes` of them, made a megabyte at a time. */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < megabytes; index += 1) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/**
 * `open` for a file in memory, handing it over in small chunks (boundaries fall anywhere), and
 * counting how often it was opened and how many bytes were taken.
 */
export function opener(file: Buffer, chunk = 1000) {
  const stats = { opens: 0, taken: 0 };
  const open = async () => {
    stats.opens += 1;
    return Readable.from(
      (function* () {
        for (let at = 0; at < file.length; at += chunk) {
          const part = file.subarray(at, at + chunk);
          stats.taken += part.length;
          yield part;
        }
      })(),
      { objectMode: false },
    );
  };
  return { open, stats };
}

export async function allRows(sheet: OpenedSheet): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return rows;
}

const DATE_STYLES = `<styleSheet xmlns="${NS}"><numFmts><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>`;

/**
 * A large outlet list, 12 columns a row, the way Excel stores it: unique names and addresses as
 * shared strings, numbers, dates, booleans and formulas with their saved values.
 */
export function largeXlsx(dataRows: number): Buffer {
  const strings: string[] = [];
  const shared = (text: string) => {
    strings.push(`<t>${text}</t>`);
    return `t="s"><v>${strings.length - 1}</v>`;
  };
  const header = Array.from(
    { length: 12 },
    (_, index) => `<c ${shared(`Колонка ${index + 1}`)}</c>`,
  );
  const rows = [`<row r="1">${header.join('')}</row>`];
  for (let index = 1; index <= dataRows; index += 1) {
    const r = index + 1;
    rows.push(
      `<row r="${r}"><c r="A${r}" ${shared(`Торговая точка ${index}`)}</c><c r="B${r}"><v>${index}</v></c><c r="C${r}"><v>${index * 1.5}</v></c><c r="D${r}" s="1"><v>${45292 + (index % 365)}</v></c><c r="E${r}" ${shared(`ул. Ленина, д. ${index}`)}</c><c r="F${r}"><v>${4600000000000 + index}</v></c><c r="G${r}" t="b"><v>${index % 2}</v></c><c r="H${r}" ${shared(`Город ${index}`)}</c><c r="I${r}"><f>B${r}*2</f><v>${index * 2}</v></c><c r="J${r}" ${shared(`+7 900 ${String(index).padStart(7, '0')}`)}</c><c r="K${r}" t="inlineStr"><is><t>Тип А</t></is></c><c r="L${r}"><v>${index % 7}</v></c></row>`,
    );
  }
  const body = `<dimension ref="A1:L${dataRows + 1}"/><sheetData>${rows.join('')}</sheetData>`;
  return zipFile(
    workbookParts(worksheetXml(body), { strings, styles: DATE_STYLES }).map((part) => ({
      ...part,
      deflated: deflateRawSync(Buffer.from(part.data), { level: 1 }),
      claimedSize: Buffer.byteLength(part.data),
    })),
  );
}

/** Text as Russian Excel saves a CSV: Windows-1251 (Cyrillic, Ё/ё, «», №; the rest ASCII). */
export function windows1251(text: string): Buffer {
  const special: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '«': 0xab, '»': 0xbb, '№': 0xb9 };
  return Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (special[char] !== undefined) return special[char];
      if (code >= 0x410 && code <= 0x44f) return code - 0x350;
      if (code < 0x80) return code;
      throw new Error(`no Windows-1251 byte for ${char}`);
    }),
  );
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An XLSX of plain rows (strings inline, numbers as numbers), quickly, at any size. */
export function xlsxOfRows(rows: readonly (readonly (string | number | null)[])[]): Buffer {
  const xml = rows.map((cells, index) => {
    const r = index + 1;
    const body = cells
      .map((cell) => {
        if (cell === null) return '';
        if (typeof cell === 'number') return `<c><v>${cell}</v></c>`;
        return `<c t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
      })
      .join('');
    return `<row r="${r}">${body}</row>`;
  });
  const width = Math.max(1, ...rows.map((cells) => cells.length));
  const lastColumn = String.fromCharCode(64 + Math.min(width, 26));
  const body = `<dimension ref="A1:${lastColumn}${rows.length}"/><sheetData>${xml.join('')}</sheetData>`;
  return zipFile(
    workbookParts(worksheetXml(body)).map((part) => ({
      ...part,
      deflated: deflateRawSync(Buffer.from(part.data), { level: 1 }),
      claimedSize: Buffer.byteLength(part.data),
    })),
  );
}
