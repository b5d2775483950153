import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { files, import_mappings, import_processes, notifications } from '#server/db/schema/index';
import type { FileStorage } from '#server/storage/file-storage';
import type {
  ImportCounts,
  ImportFormat,
  ImportRowError,
  ImportStatus,
} from '#src/contracts/imports';
import { forgetCancel } from './cancel-requests';
import type { ErrorRow } from './error-rows';
import { headerKey } from './values';
import { errorsFile } from './write/errors-file';

export type ImportProcessRow = typeof import_processes.$inferSelect & {
  project_id: number;
  mode: 'all_or_nothing' | 'valid_rows';
  params: { format?: ImportFormat; [key: string]: unknown };
};

/** Marks the process running; false when it was cancelled before it started. */
export async function startProcess(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(import_processes)
    .set({
      status: 'in_progress',
      started_at: sql`now()`,
      processed_rows: 0,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(import_processes.id, id),
        inArray(import_processes.status, ['pending', 'in_progress']),
      ),
    )
    .returning({ id: import_processes.id });
  return rows.length > 0;
}

/** Progress between batches (PostgreSQL: from outside the run's transaction). */
export async function reportRows(
  db: Database,
  id: number,
  done: number,
  total: number | null,
  counts: ImportCounts,
): Promise<void> {
  await db
    .update(import_processes)
    .set({ processed_rows: done, total_rows: total, counts, updated_at: sql`now()` })
    .where(eq(import_processes.id, id));
}

/** The mapping last chosen for the kind in the project (header keys → column keys). */
export async function rememberedMapping(
  db: Database,
  process: Pick<ImportProcessRow, 'project_id' | 'kind'>,
): Promise<Record<string, string>> {
  const [row] = await db
    .select({ mapping: import_mappings.mapping })
    .from(import_mappings)
    .where(
      and(
        eq(import_mappings.project_id, process.project_id),
        eq(import_mappings.kind, process.kind),
      ),
    );
  return row?.mapping ?? {};
}

/** The mapping the user chose, offered again for the next file of the kind in the project. */
export async function rememberMapping(
  db: Database,
  process: ImportProcessRow,
  mapping: Record<string, string>,
): Promise<void> {
  const keyed = Object.fromEntries(
    Object.entries(mapping).map(([header, column]) => [headerKey(header), column]),
  );
  await db
    .insert(import_mappings)
    .values({ project_id: process.project_id, kind: process.kind, mapping: keyed })
    .onConflictDoUpdate({
      target: [import_mappings.project_id, import_mappings.kind],
      set: { mapping: keyed, updated_at: sql`now()` },
    });
}

export interface ProcessEnd {
  status: ImportStatus;
  common: string[];
  counts?: ImportCounts;
  listed?: ImportRowError[];
  errorRows?: ErrorRow[];
  headers?: string[];
  mapping?: Record<string, string>;
  unmatched?: string[];
}

interface FinishDeps {
  db: Database;
  storage: FileStorage;
}

const STATUS_TITLES: Partial<Record<ImportStatus, string>> = {
  completed: 'Импорт завершён',
  completed_with_errors: 'Импорт завершён с ошибками',
  cancelled: 'Импорт отменён',
};

/** Stores the errors file (the refused rows as sent, plus why) as the author's file. */
async function storeErrorsFile(
  deps: FinishDeps,
  process: ImportProcessRow,
  headers: string[],
  rows: ErrorRow[],
): Promise<number> {
  const format = process.params.format ?? 'xlsx';
  const file = await errorsFile({ headers, rows, format });
  const blob = await deps.storage.put(Readable.from([file.body]));
  const base = process.file_name.replace(/\.[^.]+$/, '') || 'import';
  const [row] = await deps.db
    .insert(files)
    .values({
      storage_key: blob.key,
      original_name: `${base} — ошибки.${file.extension}`,
      mime: file.mime,
      size: blob.size,
      sha256: blob.sha256,
      user_id: process.user_id,
    })
    .returning({ id: files.id });
  return row.id;
}

/** Writes how the run ended and tells the author of a real run (a notification linking to it). */
export async function finishProcess(
  deps: FinishDeps,
  process: ImportProcessRow,
  end: ProcessEnd,
): Promise<void> {
  forgetCancel(process.id);
  const headers = end.headers ?? process.headers;
  const errorsFileId =
    end.errorRows && end.errorRows.length > 0
      ? await storeErrorsFile(deps, process, headers, end.errorRows)
      : null;
  const counts = end.counts ?? { created: 0, updated: 0, unchanged: 0, refused: 0 };
  await deps.db.transaction(async (tx) => {
    await tx
      .update(import_processes)
      .set({
        status: end.status,
        counts,
        error_rows: counts.refused,
        error_data: { common: end.common, other: { rows: end.listed ?? [] } },
        headers,
        mapping: end.mapping ?? process.mapping,
        unmatched_columns: end.unmatched ?? [],
        errors_file_id: errorsFileId,
        finished_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(import_processes.id, process.id));
    if (process.dry_run || process.user_id === null) return;
    await tx.insert(notifications).values({
      user_id: process.user_id,
      project_id: process.project_id,
      type: 'import',
      title: STATUS_TITLES[end.status] ?? 'Импорт',
      text: `${process.file_name}: создано ${counts.created}, обновлено ${counts.updated}, без изменений ${counts.unchanged}, отклонено ${counts.refused}`,
      payload: {
        import_id: process.id,
        project_id: process.project_id,
        link: `/import-journal/${process.id}/${process.project_id}`,
      },
    });
  });
}
