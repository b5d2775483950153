import type { FileStorage } from '#server/storage/file-storage';
import type { JobHandler } from '../job-handler';
import { deleteInBatches } from './delete-in-batches';
import { SWEEPS } from './expired-records';
import { releaseExpiredExportFiles } from './export-files';
import { removeUnattachedFiles } from './unattached-files';

export const CLEANUP_KIND = 'retention-cleanup';

/**
 * Deletes what has outlived its retention (retention.ts), every `intervalMinutes`. A recurring
 * singleton: however many processes run a worker, one run at a time.
 */
export function cleanupJob(options: { storage: FileStorage; intervalMinutes: number }): JobHandler {
  return {
    kind: CLEANUP_KIND,
    everyMs: options.intervalMinutes * 60_000,
    maxAttempts: 3,
    async run({ db, log, signal, progress }) {
      const removed: Record<string, number> = {};
      let total = 0;
      // Each batch extends the lease, so a long backlog is not taken for an abandoned job.
      const afterBatch = (base: number) => (count: number) => progress(base + count);
      for (const sweep of SWEEPS) {
        signal.throwIfAborted();
        removed[sweep.name] = await deleteInBatches(
          db,
          sweep.table,
          sweep.where(),
          afterBatch(total),
        );
        total += removed[sweep.name];
      }
      signal.throwIfAborted();
      // Released first: their files are then unattached and go with the others below.
      removed.export_files = await releaseExpiredExportFiles(db);
      total += removed.export_files;
      removed.files = await removeUnattachedFiles(db, options.storage, log, afterBatch(total));
      total += removed.files;
      log.info({ removed, total }, 'retention cleanup');
      return { removed };
    },
  };
}
