import type { I18n } from '@lingui/core';
import type { ResourceColumn, ResourceRow } from './resource-definition';

/** What an export writes: the shown columns' labels, then one line of values per row. */
export interface ExportTable {
  header: string[];
  rows: unknown[][];
}

/** The same table for CSV and XLSX: the columns shown, in their order, with the raw values. */
export function exportTable(
  columns: readonly ResourceColumn<ResourceRow>[],
  items: readonly ResourceRow[],
  i18n: I18n,
): ExportTable {
  return {
    header: columns.map((column) => i18n._(column.label)),
    rows: items.map((row) =>
      columns.map((column) => (row as unknown as Record<string, unknown>)[column.key]),
    ),
  };
}
