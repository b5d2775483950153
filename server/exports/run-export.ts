import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { userCaller } from '#server/access/user-caller';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { export_jobs, files } from '#server/db/schema/index';
import { type ArchiveEntry, zipArchive } from '#server/files/zip/zip-archive';
import type { FileStorage } from '#server/storage/file-storage';
import { EXPORT_MESSAGES } from '#src/contracts/exports';
import { exportAccess } from './author-access';
import { cellsOf, type ExportColumnPlan } from './cells';
import { EXPORT_MIME, exportFileName } from './file-names';
import type { ExportEnd, ExportRecord } from './finish-export';
import type { ExportKindDefinition, ExportReadContext } from './kind';
import { writeTable } from './write/table-writer';

/** The author cancelled: the job stops at its next batch. */
export class ExportCancelled extends Error {}

interface RunDeps {
  db: Database;
  storage: FileStorage;
  config: AppConfig;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  /** Extends the job's lease; throws when another worker took the job over. */
  progress(done: number, total?: number): Promise<void>;
}

/** The columns as asked, with the kind's types (a key the kind lacks was refused when asked). */
function columnPlans(kind: ExportKindDefinition, record: ExportRecord): ExportColumnPlan[] {
  const types = new Map(kind.columns.map((column) => [column.key, column.type]));
  return record.columns.map((column) => ({
    ...column,
    type: types.get(column.key) ?? 'text',
  }));
}

/**
 * One export, start to end: the author's access checked again, the rows counted, then read in
 * the list's order a batch at a time and streamed as cells into the file store, the progress
 * written after each batch. Answers how it ended; a failure of the database or the store throws
 * (the queue tries again; nothing half-written is kept).
 */
export async function runExport(
  deps: RunDeps,
  kind: ExportKindDefinition,
  record: ExportRecord,
): Promise<ExportEnd> {
  const { db } = deps;
  const author = record.user_id === null ? undefined : await userCaller(db, record.user_id);
  const parsed = kind.filter.safeParse(record.params);
  if (!author || !parsed.success) {
    return { status: 'not_performed', error: EXPORT_MESSAGES.authorGone, notify: true };
  }
  const filter = parsed.data;
  const access = await exportAccess(db, author, kind, filter);
  if (typeof access === 'string') return { status: 'not_performed', error: access, notify: true };
  const context: ExportReadContext = {
    db,
    access,
    filter,
    signal: deps.signal,
    config: deps.config,
  };
  const total = await kind.count(context);
  await db
    .update(export_jobs)
    .set({ started_at: sql`now()`, progress_total: total, progress_done: 0 })
    .where(eq(export_jobs.id, record.id));
  await deps.progress(0, total);

  let done = 0;
  /** After each batch: the progress written, and the author's cancel heard. */
  const batchDone = async (size: number) => {
    done += size;
    await deps.progress(done, total);
    const [state] = await db
      .update(export_jobs)
      .set({ progress_done: done })
      .where(eq(export_jobs.id, record.id))
      .returning({ cancel: export_jobs.cancel_requested });
    if (state?.cancel) throw new ExportCancelled();
  };

  const out = new PassThrough();
  const stored = deps.storage.put(out);
  // The store's refusal ends the writing too; the writer's failure ends the store's.
  stored.catch(() => out.destroy());
  const written = kind.archive
    ? writeArchive(out, deps.storage, kind.archive(context), batchDone)
    : writeRows(out, kind, record, context, batchDone);
  const [blob, { rows }] = await Promise.all([stored, written]);
  const [file] = await db
    .insert(files)
    .values({
      storage_key: blob.key,
      original_name: exportFileName(record),
      mime: EXPORT_MIME[record.format],
      size: blob.size,
      sha256: blob.sha256,
      user_id: record.user_id,
    })
    .returning({ id: files.id });
  return { status: 'completed', fileId: file.id, rows };
}

type BatchDone = (size: number) => Promise<void>;

/** A table kind's rows, a batch at a time, as cells of the asked columns, into `out`. */
function writeRows(
  out: PassThrough,
  kind: ExportKindDefinition & { batches: NonNullable<ExportKindDefinition['batches']> },
  record: ExportRecord,
  context: ExportReadContext,
  batchDone: BatchDone,
) {
  const columns = columnPlans(kind, record);
  async function* cells() {
    for await (const batch of kind.batches(context)) {
      yield batch.map((row) => cellsOf(columns, row, record.time_zone));
      await batchDone(batch.length);
    }
  }
  return writeTable(out, {
    format: record.format,
    columns,
    sheetName: record.label,
    rows: cells(),
  });
}

/**
 * An archive kind's files into `out` as a ZIP, streamed: a batch of entries is counted done
 * when the archive asks for the next, that is when it has reached the batch's last file.
 */
async function writeArchive(
  out: PassThrough,
  storage: FileStorage,
  entries: AsyncIterable<ArchiveEntry[]>,
  batchDone: BatchDone,
): Promise<{ rows: number }> {
  let rows = 0;
  async function* counted() {
    for await (const batch of entries) {
      yield batch;
      rows += batch.length;
      await batchDone(batch.length);
    }
  }
  const zip = zipArchive(storage, counted());
  // The store gave up: stop reading the photos.
  out.on('close', () => zip.destroy());
  zip.pipe(out);
  try {
    await finished(zip);
  } catch (error) {
    // As a table's writer does: the file is cut short without an error of its own, and the
    // reason (a cancel, a missing photo, the database) is what the job hears.
    out.destroy();
    throw error;
  }
  return { rows };
}
