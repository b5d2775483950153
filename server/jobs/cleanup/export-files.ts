import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { export_jobs } from '#server/db/schema/index';
import { daysAgo } from './delete-in-batches';
import { RETENTION } from './retention';

/** Exports finished longer ago than their files are kept let go of them; answers how many. */
export async function releaseExpiredExportFiles(db: Database): Promise<number> {
  const released = await db
    .update(export_jobs)
    .set({ file_id: null, updated_at: sql`now()` })
    .where(
      and(
        isNotNull(export_jobs.file_id),
        lt(export_jobs.finished_at, daysAgo(RETENTION.export_files)),
      ),
    )
    .returning({ id: export_jobs.id });
  return released.length;
}
