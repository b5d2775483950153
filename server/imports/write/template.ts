import { Workbook } from '@cj-tech-master/excelts';
import type { ImportColumn, ImportKindInfo } from '#src/contracts/imports';
import { boldFont, DATE_FORMAT, sheetName, TEXT_FORMAT } from './cells';
import { addDescriptionSheet } from './description-sheet';
import { exampleCell } from './example-cell';
import { TEMPLATE_TEXTS } from './labels';
import { addListValidations } from './list-validation';

/**
 * Text-like columns are formatted as text over the whole column: otherwise Excel turns a
 * barcode into 4.6E+12, drops a code's leading zeros and reads a phone as a number.
 */
function columnFormat(column: ImportColumn): string | undefined {
  if (column.type === 'date') return DATE_FORMAT;
  if (column.type === 'text' || column.type === 'phone' || column.type === 'list') {
    return TEXT_FORMAT;
  }
  return undefined;
}

const header = (column: ImportColumn) =>
  column.required ? `${column.header}${TEMPLATE_TEXTS.requiredMark}` : column.header;

const width = (column: ImportColumn) =>
  Math.min(Math.max(header(column).length, column.example.length, 10) + 3, 50);

/**
 * A kind's XLSX template: the header row (required columns marked *) kept in view, an example
 * row with typed cells, drop-downs on list columns; then a sheet that explains every column.
 */
export async function importTemplate(kind: ImportKindInfo): Promise<Buffer> {
  const workbook = new Workbook();
  const name = sheetName(kind.label, TEMPLATE_TEXTS.dataSheetFallback, [
    TEMPLATE_TEXTS.descriptionSheet,
    TEMPLATE_TEXTS.listsSheet,
  ]);
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = kind.columns.map((column) => {
    const numFmt = columnFormat(column);
    return { header: header(column), width: width(column), ...(numFmt && { style: { numFmt } }) };
  });
  sheet.getRow(1).font = boldFont();
  sheet.addRow(kind.columns.map(exampleCell));
  addDescriptionSheet(workbook, kind);
  addListValidations(
    workbook,
    sheet,
    kind.columns.flatMap((column, index) =>
      column.options ? [{ index, options: column.options }] : [],
    ),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
