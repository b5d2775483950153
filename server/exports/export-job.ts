import { eq } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import { export_jobs } from '#server/db/schema/index';
import type { JobHandler } from '#server/jobs/job-handler';
import type { FileStorage } from '#server/storage/file-storage';
import { EXPORT_MESSAGES } from '#src/contracts/exports';
import { finishExport } from './finish-export';
import type { ExportKindDefinition } from './kind';
import { ExportCancelled, runExport } from './run-export';

export const EXPORT_JOB = 'export';
const ATTEMPTS = 3;

/**
 * The queue's handler of exports: one job per export (`payload.export_id`). A run that fails
 * (the database or the store went away) starts again from the first row, its half file dropped;
 * after the last attempt the export is "not performed" and its author is told why.
 */
export function exportJob(options: {
  storage: FileStorage;
  config: AppConfig;
  kinds: readonly ExportKindDefinition[];
}): JobHandler {
  const kinds = new Map(options.kinds.map((kind) => [kind.kind, kind]));
  return {
    kind: EXPORT_JOB,
    maxAttempts: ATTEMPTS,
    retryDelayMs: (attempts) => attempts * 5000,
    async run({ job, db, log, signal, progress }) {
      const id = Number(job.payload.export_id);
      const [record] = await db.select().from(export_jobs).where(eq(export_jobs.id, id));
      if (record?.status !== 'new') return undefined;
      if (record.cancel_requested) {
        await finishExport(db, record, {
          status: 'not_performed',
          error: EXPORT_MESSAGES.cancelled,
          notify: false,
        });
        return undefined;
      }
      const kind = kinds.get(record.kind);
      if (!kind) {
        await finishExport(db, record, {
          status: 'not_performed',
          error: EXPORT_MESSAGES.unknownKind,
          notify: true,
        });
        return undefined;
      }
      try {
        const end = await runExport(
          { db, storage: options.storage, config: options.config, log, signal, progress },
          kind,
          record,
        );
        await finishExport(db, record, end);
      } catch (error) {
        if (error instanceof ExportCancelled) {
          await finishExport(db, record, {
            status: 'not_performed',
            error: EXPORT_MESSAGES.cancelled,
            notify: false,
          });
        } else if (signal.aborted || job.attempts < job.max_attempts) {
          throw error;
        } else {
          log.error({ err: error, exportId: id }, 'export failed for good');
          await finishExport(db, record, {
            status: 'not_performed',
            error: EXPORT_MESSAGES.failed,
            notify: true,
          });
        }
      }
      return { export_id: id };
    },
  };
}
