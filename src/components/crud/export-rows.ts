import type { I18n } from '@lingui/core';
import { booleanText, type ColumnValue, columnValue } from './column-text';
import type { ResourceColumn, ResourceRow } from './resource-definition';

/** What an export writes: the shown columns' labels, then one line of values per row. */
export interface ExportTable {
  header: string[];
  rows: ColumnValue[][];
}

/**
 * The same table for CSV and XLSX: the columns shown, in their order, each cell as the list
 * shows it (labels, dates, names, yes/no in words), numbers kept typed.
 */
export function exportTable(
  columns: readonly ResourceColumn<ResourceRow>[],
  items: readonly ResourceRow[],
  i18n: I18n,
): ExportTable {
  return {
    header: columns.map((column) => i18n._(column.label)),
    rows: items.map((row) =>
      columns.map((column) => {
        const value = columnValue(column, row);
        return typeof value === 'boolean' ? booleanText(value, i18n) : value;
      }),
    ),
  };
}
