import type { ImportFormat } from '#src/contracts/imports';
import { detectEncoding } from './csv/text-encoding';

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Control characters no text file has (tab, line feed, form feed and carriage return aside). */
const hasBinaryBytes = (head: Buffer) =>
  head.some(
    (byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d,
  );

/**
 * Text that is some other document: HTML or XML (a web page or "XML Spreadsheet 2003" saved as
 * .xls), PDF or RTF. Read as CSV it would be nonsense, so it is refused as a format.
 */
const isOtherDocument = (text: string) => /^\s*(<|%PDF-|\{\\rtf)/.test(text);

/**
 * The format of an upload by its first bytes, whatever its name says: a zip is XLSX, an OLE2
 * compound file XLS, and text (UTF-8 or Windows-1251, no NUL or other control bytes) CSV.
 * Anything else is no spreadsheet the import reads.
 */
export function sniffImportFormat(head: Buffer): ImportFormat | undefined {
  if (head.subarray(0, ZIP.length).equals(ZIP)) return 'xlsx';
  if (head.subarray(0, OLE2.length).equals(OLE2)) return 'xls';
  if (hasBinaryBytes(head)) return undefined;
  const body = head.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? head.subarray(3) : head;
  const text = new TextDecoder(detectEncoding(head)).decode(body.subarray(0, 1024));
  return isOtherDocument(text) ? undefined : 'csv';
}
