import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { import_processes } from '#server/db/schema/index';

/**
 * Cancels asked of imports this process runs. On PGlite the running import holds the one
 * connection in its transaction, so the cancel route cannot reach the table until it ends: it
 * tells the run here, in memory, and the run stops at its next batch.
 */
const asked = new Set<number>();

export function askToCancel(importId: number): void {
  asked.add(importId);
}

/**
 * Whether the import was asked to stop: in this process, or (given a database to ask, on
 * PostgreSQL, from another connection than the run's transaction) by any process.
 */
export async function cancelRequested(
  db: Database | undefined,
  importId: number,
): Promise<boolean> {
  if (asked.has(importId)) return true;
  if (!db) return false;
  const [row] = await db
    .select({ cancel: import_processes.cancel_requested })
    .from(import_processes)
    .where(eq(import_processes.id, importId));
  return row?.cancel === true;
}

/** The run is over: forget its request. */
export function forgetCancel(importId: number): void {
  asked.delete(importId);
}
