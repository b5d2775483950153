import type { ImportColumn, ImportProcess } from '#src/contracts/imports';
import { isRunning } from './import-queries';

/**
 * Where the "Новый импорт" dialog stands, from the dry run it last started: the form before
 * one; progress while it runs; the mapping when the file lacked required columns; else its
 * report.
 */
export type ImportStep = 'form' | 'checking' | 'mapping' | 'report';

export function importStep(dryRun: ImportProcess | null | undefined): ImportStep {
  if (!dryRun) return 'form';
  if (isRunning(dryRun.status)) return 'checking';
  return dryRun.unmatched_columns.length ? 'mapping' : 'report';
}

/** Header → column key as the mapping step starts: what the service matched, '' for the rest. */
export function initialMapping(
  process: Pick<ImportProcess, 'headers' | 'mapping'>,
): Record<string, string> {
  return Object.fromEntries(
    process.headers
      .filter((header) => header.trim() !== '')
      .map((header) => [header, process.mapping[header] ?? '']),
  );
}

/** The required columns no header is mapped to: the mapping cannot be sent without them. */
export function missingColumns(
  columns: readonly ImportColumn[],
  mapping: Readonly<Record<string, string>>,
): ImportColumn[] {
  const mapped = new Set(Object.values(mapping));
  return columns.filter((column) => column.required && !mapped.has(column.key));
}

/** The columns `header` may take: those no other header has taken. */
export function columnsFree(
  columns: readonly ImportColumn[],
  mapping: Readonly<Record<string, string>>,
  header: string,
): ImportColumn[] {
  const taken = new Set(
    Object.entries(mapping)
      .filter(([other, key]) => other !== header && key !== '')
      .map(([, key]) => key),
  );
  return columns.filter((column) => !taken.has(column.key));
}

/** Progress as a percentage, or null while the total is not known. */
export function progressPercent(progress: ImportProcess['progress']): number | null {
  if (!progress.total) return progress.total === 0 ? 100 : null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}
