import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { permissionsInProjects } from '#server/access/caller';
import { callerOf } from '#server/access/require-user';
import { FORBIDDEN } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import { planograms } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { accessContext, can } from '#src/access/can';
import { FILE_MESSAGES } from '#src/contracts/files';

/**
 * A `planogram` upload is that planogram's file: it needs the planograms area's UPDATE (spec
 * section 6) in the planogram's project. A planogram outside the caller's projects is not
 * found; checked before the file is kept.
 */
export async function assertMayChangePlanogram(
  request: FastifyRequest,
  planogramId: number,
): Promise<void> {
  const caller = callerOf(request);
  const db = request.server.db;
  const [row] = await db
    .select({ projectId: planograms.project_id })
    .from(planograms)
    .where(eq(planograms.id, planogramId));
  if (!row || !caller.projectIds.includes(row.projectId)) {
    throw new ApiError(404, FILE_MESSAGES.targetNotFound);
  }
  const base = accessContext(caller.roles, {});
  const loaded = base.flags.field_only
    ? { merged: {} }
    : await permissionsInProjects(db, caller, [row.projectId], []);
  if (!can({ ...base, permissions: loaded.merged }, 'planograms', 'update')) {
    throw new ApiError(403, FORBIDDEN);
  }
}

/** The planogram shows the new file from now on (the old one is left to the cleanup). */
export async function setPlanogramFile(db: Database, planogramId: number, fileId: number) {
  await db.update(planograms).set({ file_id: fileId }).where(eq(planograms.id, planogramId));
}
