import { and, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import {
  export_jobs,
  file_links,
  files,
  import_processes,
  planograms,
  sku,
  users,
} from '#server/db/schema/index';
import { previewKey } from '#server/files/previews';
import type { FileStorage } from '#server/storage/file-storage';
import { PHOTO_SIZE_NAMES } from '#src/contracts/files';
import { daysAgo } from './delete-in-batches';
import { RETENTION } from './retention';

/**
 * Every column that attaches a file to something. A file none of them names is unattached;
 * tests/api/retention.test.ts checks this list against the database's foreign keys to files.
 */
export const FILE_REFERENCES: readonly PgColumn[] = [
  file_links.file_id,
  users.avatar_file_id,
  sku.image_file_id,
  planograms.file_id,
  import_processes.file_id,
  import_processes.errors_file_id,
  export_jobs.file_id,
];

/** Fewer than other batches: each file also costs a few calls to the store. */
const FILE_BATCH_SIZE = 100;

const unattached = (): SQL =>
  sql.join(
    FILE_REFERENCES.map(
      (column) => sql`not exists (select 1 from ${column.table} where ${column} = ${files.id})`,
    ),
    sql` and `,
  );

type RemovedFile = Pick<typeof files.$inferSelect, 'id' | 'storage_key' | 'sha256' | 'mime'>;

/**
 * One batch: the candidates are locked first (SKIP LOCKED passes over a file someone is linking
 * right now), then deleted by a second statement that checks again. That statement sees every
 * link committed meanwhile, and a link made after the lock waits and then fails on the missing
 * file, instead of being deleted with it by the cascade.
 */
async function deleteBatch(db: Database, after: number) {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          gt(files.id, after),
          lt(files.created_at, daysAgo(RETENTION.unattached_files)),
          unattached(),
        ),
      )
      .orderBy(files.id)
      .limit(FILE_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return { removed: [], last: undefined };
    const ids = candidates.map((row) => row.id);
    const removed: RemovedFile[] = await tx
      .delete(files)
      .where(and(inArray(files.id, ids), unattached()))
      .returning({
        id: files.id,
        storage_key: files.storage_key,
        sha256: files.sha256,
        mime: files.mime,
      });
    return { removed, last: candidates.length < FILE_BATCH_SIZE ? undefined : Math.max(...ids) };
  });
}

/**
 * The bytes go after the row's deletion is committed: a failure here leaves bytes nothing
 * names (logged with their key), never a row whose bytes are gone.
 */
async function removeBlobs(storage: FileStorage, log: FastifyBaseLogger, file: RemovedFile) {
  const keys = [file.storage_key, ...PHOTO_SIZE_NAMES.map((size) => previewKey(file, size))];
  for (const key of keys) {
    await storage.remove(key).catch((error: unknown) => {
      log.warn({ err: error, fileId: file.id, key }, 'stored file not removed');
    });
  }
}

/** Deletes files linked to nothing for longer than the retention, rows and stored bytes. */
export async function removeUnattachedFiles(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
  afterBatch: (removed: number) => Promise<void>,
): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const { removed, last } = await deleteBatch(db, after);
    for (const file of removed) await removeBlobs(storage, log, file);
    total += removed.length;
    if (removed.length > 0) await afterBatch(total);
    if (last === undefined) return total;
    after = last;
  }
}
