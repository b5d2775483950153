import type { I18n } from '@lingui/core';
import type { ExportCreate } from '#src/contracts/exports';
import type { ResourceColumn, ResourceRow } from './resource-definition';

export type ExportColumn = NonNullable<ExportCreate['columns']>[number];

/**
 * The columns a server export is asked for: the ones shown, in their order, each with its label
 * as the list says it and the words of its closed values. A column the kind does not have (one
 * the screen computes) is left out rather than refused; `kindKeys` undefined: the kind is not
 * known here, so every shown column is asked for and the server judges.
 */
export function exportColumns(
  columns: readonly ResourceColumn<ResourceRow>[],
  kindKeys: ReadonlySet<string> | undefined,
  i18n: I18n,
): ExportColumn[] {
  return columns
    .filter((column) => !kindKeys || kindKeys.has(column.key))
    .map((column) => {
      const header = i18n._(column.label);
      if (!column.choices) return { key: column.key, header };
      const labels = Object.fromEntries(
        column.choices.map((choice) => [choice.value, i18n._(choice.label)]),
      );
      return { key: column.key, header, labels };
    });
}
