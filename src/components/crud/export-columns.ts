import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExportCreate } from '#src/contracts/exports';
import type { ResourceColumn, ResourceRow } from './resource-definition';

export type ExportColumn = NonNullable<ExportCreate['columns']>[number];

/**
 * A column a list's export is asked for: the kind's row key, the header its screen shows, and
 * the words of its closed values (`completed` → 'Выполнен') where the screen shows words.
 */
export interface ListExportColumn {
  key: string;
  header: MessageDescriptor;
  labels?: Readonly<Record<string, MessageDescriptor>>;
}

/** A yes/no column's words: the server writes `true`/`false` by them, as the lists say them. */
export const yesNoLabels = { true: msg`Да`, false: msg`Нет` } as const;

/**
 * The columns a server export is asked for, in their order, translated. A column the kind does
 * not have (one the screen computes) is left out rather than refused; `kindKeys` undefined: the
 * kind is not known here, so every column is asked for and the server judges.
 */
export function listExportColumns(
  columns: readonly ListExportColumn[],
  kindKeys: ReadonlySet<string> | undefined,
  i18n: I18n,
): ExportColumn[] {
  return columns
    .filter((column) => !kindKeys || kindKeys.has(column.key))
    .map(({ key, header, labels }) => {
      if (!labels) return { key, header: i18n._(header) };
      const words = Object.fromEntries(
        Object.entries(labels).map(([value, label]) => [value, i18n._(label)]),
      );
      return { key, header: i18n._(header), labels: words };
    });
}

/** A resource list's shown columns as its export's: each labelled as the list says it. */
export function exportColumns(
  columns: readonly ResourceColumn<ResourceRow>[],
  kindKeys: ReadonlySet<string> | undefined,
  i18n: I18n,
): ExportColumn[] {
  const asked = columns.map((column) => ({
    key: column.key,
    header: column.label,
    labels:
      column.choices &&
      Object.fromEntries(column.choices.map((choice) => [choice.value, choice.label])),
  }));
  return listExportColumns(asked, kindKeys, i18n);
}
