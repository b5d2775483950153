import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FORBIDDEN } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import { check_list_results, file_links, support_requests, visits } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { FILE_MESSAGES } from '#src/contracts/files';
import { type LinkViewer, linkScope } from './link-access';

export interface LinkTarget {
  generic_type: string;
  generic_id: number;
}

/**
 * The visits `visitIds` when `viewer` may link files to every one of them: 404 for a visit that
 * does not exist (or was deleted), 403 for one outside the viewer's projects.
 */
export async function assertVisitsLinkable(
  db: Database,
  viewer: LinkViewer,
  visitIds: number[],
): Promise<void> {
  const unique = [...new Set(visitIds)];
  const rows = await db
    .select({ id: visits.id, project_id: visits.project_id })
    .from(visits)
    .where(and(inArray(visits.id, unique), isNull(visits.deleted_at)));
  if (rows.length < unique.length) throw new ApiError(404, FILE_MESSAGES.visitNotFound);
  const allowed = new Set(viewer.visitProjectIds);
  if (!viewer.isAdmin && rows.some((row) => !allowed.has(row.project_id))) {
    throw new ApiError(403, FORBIDDEN);
  }
}

/** Checks that `viewer` may attach a file to the target; answers the link's visit_id. */
export async function assertTargetLinkable(
  db: Database,
  viewer: LinkViewer,
  target: LinkTarget,
): Promise<number | null> {
  if (target.generic_type === 'SFA_VISIT') {
    await assertVisitsLinkable(db, viewer, [target.generic_id]);
    return target.generic_id;
  }
  if (target.generic_type === 'CHECK_LIST_RESULT') {
    // A checker's photos of a visit's check: linkable wherever the visit's photos are.
    const [result] = await db
      .select({ visit_id: check_list_results.visit_id })
      .from(check_list_results)
      .where(eq(check_list_results.id, target.generic_id));
    if (!result) throw new ApiError(404, FILE_MESSAGES.targetNotFound);
    await assertVisitsLinkable(db, viewer, [result.visit_id]);
    return result.visit_id;
  }
  if (target.generic_type === 'SUPPORT_REQUEST') {
    const [request] = await db
      .select({ user_id: support_requests.user_id })
      .from(support_requests)
      .where(eq(support_requests.id, target.generic_id));
    if (!request) throw new ApiError(404, FILE_MESSAGES.targetNotFound);
    if (!viewer.isAdmin && request.user_id !== viewer.userId) throw new ApiError(403, FORBIDDEN);
    return null;
  }
  throw new ApiError(400, FILE_MESSAGES.unsupportedTarget);
}

/** 404 when the link does not exist, 403 when it is outside what `viewer` may act on. */
export async function assertLinkInScope(
  db: Database,
  viewer: LinkViewer,
  id: number,
): Promise<void> {
  const [found] = await db
    .select({ id: file_links.id })
    .from(file_links)
    .where(eq(file_links.id, id));
  if (!found) throw new ApiError(404, FILE_MESSAGES.linkNotFound);
  const [inScope] = await db
    .select({ id: file_links.id })
    .from(file_links)
    .where(and(eq(file_links.id, id), linkScope(db, viewer)));
  if (!inScope) throw new ApiError(403, FORBIDDEN);
}
