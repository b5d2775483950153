import type { ExportColumnType } from './table-writer';

/** Yes/no as words: a Russian reader of the file understands them, unlike TRUE/FALSE or 1/0. */
export const yesNo = (value: boolean): string => (value ? 'Да' : 'Нет');

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/**
 * A Date's wall-clock text. Callers pass the local wall time encoded as UTC, so the UTC fields
 * are the time to show; the server's own time zone never shifts it.
 */
export function dateText(value: Date, type: ExportColumnType): string {
  const day = `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (type === 'date') return day;
  return `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
}
