import { i18n } from '@lingui/core';
import type { Choice, ResourceColumn } from './resource-definition';

/** A cell's value as the list shows it and the export writes it; null is an empty cell. */
export type ColumnValue = string | number | boolean | null;

/** A closed list's value by its label (`active` → 'Активен'); an unknown value as it is. */
export function choiceText(choices: readonly Choice[], value: string | null): string | null {
  if (value === null) return null;
  const choice = choices.find((item) => item.value === value);
  return choice ? i18n._(choice.label) : value;
}

/** Names of related rows in one cell: `roles` as 'Администратор, Аналитик'. */
function listText(items: readonly unknown[]): string {
  return items
    .map((item) => (typeof item === 'object' && item !== null ? nameOf(item) : String(item)))
    .join(', ');
}

const nameOf = (item: object) => {
  const name = (item as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
};

/**
 * What a column says for a row: its `text` where it has one, else the value itself. Numbers and
 * yes/no stay typed (the export keeps them so, Excel sums and sorts them); a related row or a
 * list of them reads by name, so no cell ever says '[object Object]'.
 */
export function columnValue<Row extends object>(
  column: ResourceColumn<Row>,
  row: Row,
): ColumnValue {
  const value: unknown = column.text ? column.text(row) : row[column.key];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  const text = Array.isArray(value) ? listText(value) : nameOf(value as object);
  return text || null;
}

/** A value on screen: a dash for nothing, a tick for yes. */
export function cellText(value: ColumnValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? '✓' : '—';
  return String(value);
}
