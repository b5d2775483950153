import { eq } from 'drizzle-orm';
import type { DatabaseKind } from '#server/db/client';
import { files, import_processes } from '#server/db/schema/index';
import type { JobHandler } from '#server/jobs/job-handler';
import type { FileStorage } from '#server/storage/file-storage';
import { FINISHED_IMPORT_STATUSES, IMPORT_MESSAGES } from '#src/contracts/imports';
import type { ImportKindDefinition } from './kind';
import { finishProcess, type ImportProcessRow } from './processes';
import { runImport } from './run-import';

export const IMPORT_JOB = 'import';
const ATTEMPTS = 3;

/**
 * The queue's handler of imports: one job per process (`payload.import_id`). A run that fails
 * (the database went away) is tried again from the start, its transaction having written
 * nothing; after the last attempt the process ends with the failure for the user to see.
 */
export function importJob(options: {
  storage: FileStorage;
  dbKind: DatabaseKind;
  kinds: readonly ImportKindDefinition[];
}): JobHandler {
  const kinds = new Map(options.kinds.map((kind) => [kind.kind, kind]));
  return {
    kind: IMPORT_JOB,
    maxAttempts: ATTEMPTS,
    retryDelayMs: (attempts) => attempts * 5000,
    async run({ job, db, log, signal, progress }) {
      const id = Number(job.payload.import_id);
      const [found] = await db
        .select({ process: import_processes, storageKey: files.storage_key })
        .from(import_processes)
        .leftJoin(files, eq(files.id, import_processes.file_id))
        .where(eq(import_processes.id, id));
      if (!found || FINISHED_IMPORT_STATUSES.includes(found.process.status as never))
        return undefined;
      const process = found.process as ImportProcessRow;
      const deps = { db, storage: options.storage };
      if (process.cancel_requested) {
        await finishProcess(deps, process, {
          status: 'cancelled',
          common: [IMPORT_MESSAGES.cancelled],
        });
        return undefined;
      }
      if (!found.storageKey) {
        await finishProcess(deps, process, {
          status: 'completed_with_errors',
          common: [IMPORT_MESSAGES.unreadable],
        });
        return undefined;
      }
      try {
        await runImport(
          { db, dbKind: options.dbKind, storage: options.storage, log, kinds, signal, progress },
          process,
          found.storageKey,
        );
      } catch (error) {
        if (signal.aborted || job.attempts < job.max_attempts) throw error;
        log.error({ err: error, importId: id }, 'import failed for good');
        await finishProcess(deps, process, {
          status: 'completed_with_errors',
          common: [IMPORT_MESSAGES.failed],
        });
      }
      return { import_id: id };
    },
  };
}
