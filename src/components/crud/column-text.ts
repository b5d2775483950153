import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Choice, ResourceColumn } from './resource-definition';

/** A cell's value as the list shows it and the export writes it; null is an empty cell. */
export type ColumnValue = string | number | boolean | null;

/** A closed list's value by its label (`active` → 'Активен'); an unknown value as it is. */
export function choiceText(choices: readonly Choice[], value: string | null): string | null {
  if (value === null) return null;
  const choice = choices.find((item) => item.value === value);
  return choice ? activeI18n._(choice.label) : value;
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

const yesNo = { yes: msg`Да`, no: msg`Нет` };

/**
 * A yes/no value in words, the same in a list cell and in every export: a spreadsheet's own
 * TRUE/FALSE (or a CSV's 1/0) reads as nothing a user wrote.
 */
function booleanText(value: boolean, i18n: I18n = activeI18n): string {
  return i18n._(value ? yesNo.yes : yesNo.no);
}

/** The column's own value for a row: its `text`, its choice's word, else the value itself. */
function rawValue<Row extends object>(column: ResourceColumn<Row>, row: Row): unknown {
  if (column.text) return column.text(row);
  const value: unknown = row[column.key];
  if (!column.choices) return value;
  return typeof value === 'string' ? choiceText(column.choices, value) : value;
}

/**
 * What a column says for a row: its `text` where it has one, else the value itself. Numbers and
 * yes/no stay typed (the export keeps numbers so, Excel sums and sorts them); a related row or a
 * list of them reads by name, so no cell ever says '[object Object]'.
 */
export function columnValue<Row extends object>(
  column: ResourceColumn<Row>,
  row: Row,
): ColumnValue {
  const value = rawValue(column, row);
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  const text = Array.isArray(value) ? listText(value) : nameOf(value as object);
  return text || null;
}

/** A value on screen: a dash for nothing, yes/no in words. */
export function cellText(value: ColumnValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return booleanText(value);
  return String(value);
}
