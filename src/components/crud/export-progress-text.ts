import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import type { Export } from '#src/contracts/exports';

/** Rows in the locale's grouping: 1 234, as a list's total reads. */
const grouped = (value: number) => i18n.number(value);

/** "Выгрузка: 1 234 из 5 000"; before the rows are counted, what it has written so far. */
export function exportProgressText({ done, total }: Export['progress']): string {
  const written = grouped(done);
  if (total === null) return t`Выгрузка: подсчёт строк, записано ${written}`;
  const all = grouped(total);
  return t`Выгрузка: ${written} из ${all}`;
}

/** The toast of a finished export: how many rows its file holds. */
export function exportDoneText(rows: number): string {
  return plural(rows, {
    one: 'Выгружена # строка',
    few: 'Выгружены # строки',
    many: 'Выгружено # строк',
    other: 'Выгружено # строки',
  });
}

/** Part done, 0–100; null while the total is not known (a moving bar). */
export function exportPercent({ done, total }: Export['progress']): number | null {
  if (total === null) return null;
  return total === 0 ? 100 : Math.min(100, Math.round((done / total) * 100));
}
