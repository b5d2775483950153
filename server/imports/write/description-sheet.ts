import type { Workbook } from '@cj-tech-master/excelts';
import type { ImportColumn, ImportKindInfo } from '#src/contracts/imports';
import { boldFont } from './cells';
import { COLUMN_TYPE_LABELS, TEMPLATE_TEXTS } from './labels';

/** A cell holds at most 32,767 characters; a very long list is cut short of that. */
const CELL_LIMIT = 32_000;

function allowedValues(column: ImportColumn): string {
  if (column.options) {
    const text = column.options.join(', ');
    return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT)}…` : text;
  }
  return column.type === 'boolean' ? TEMPLATE_TEXTS.booleanValues : '';
}

/** The sheet that tells what a row means and what each column takes. */
export function addDescriptionSheet(workbook: Workbook, kind: ImportKindInfo): void {
  const sheet = workbook.addWorksheet(TEMPLATE_TEXTS.descriptionSheet);
  sheet.columns = [
    { width: 30 },
    { width: 14 },
    { width: 20 },
    { width: 30, style: { alignment: { wrapText: true, vertical: 'top' } } },
    { width: 36, style: { alignment: { wrapText: true, vertical: 'top' } } },
    { width: 60, style: { alignment: { wrapText: true, vertical: 'top' } } },
  ];
  sheet.addRow([kind.label]).font = boldFont(14);
  sheet.addRow([kind.description]);
  sheet.addRow([TEMPLATE_TEXTS.requiredNote]);
  const keyHeaders = kind.key.map(
    (key) => kind.columns.find((column) => column.key === key)?.header ?? key,
  );
  if (keyHeaders.length > 0) sheet.addRow([TEMPLATE_TEXTS.keyNote(keyHeaders)]);
  sheet.addRow([]);
  sheet.addRow([...TEMPLATE_TEXTS.tableHeader]).font = boldFont();
  for (const column of kind.columns) {
    sheet.addRow([
      column.header,
      column.required ? TEMPLATE_TEXTS.yes : TEMPLATE_TEXTS.no,
      COLUMN_TYPE_LABELS[column.type],
      column.synonyms.join(', '),
      allowedValues(column),
      column.description,
    ]);
  }
}
