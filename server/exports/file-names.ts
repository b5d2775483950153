import type { ExportFormat } from '#src/contracts/exports';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

/** What no file system takes in a name, and what no header should carry. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** `Торговые точки 2026-12-03.xlsx`: the export's name and the day it was asked for. */
export function exportFileName(record: {
  label: string;
  format: ExportFormat;
  created_at: Date;
}): string {
  const day = record.created_at.toISOString().slice(0, 10);
  const name = record.label.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim() || 'Выгрузка';
  return `${name} ${day}.${record.format}`;
}
