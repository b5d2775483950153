import { and, eq, exists, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { loadPermissions } from '#server/access/permissions';
import { callerOf } from '#server/access/require-user';
import type { Database } from '#server/db/client';
import { file_links, support_requests, visits } from '#server/db/schema/index';
import { accessContext, can, type PermissionLevel } from '#src/access/can';

/**
 * Who may touch a file link is decided by the object it is linked to, not by the route (the
 * routes only require a portal user):
 * - a visit (SFA_VISIT, or any link carrying visit_id): the feed permission in the visit's
 *   project — read to see, update (or the checker right, in a project of theirs) to add or
 *   change, delete to remove;
 * - a support request (SUPPORT_REQUEST): its author;
 * - administrators: everything.
 * Other object types are not linkable here yet; their links are visible to administrators only.
 */
export type LinkAction = 'read' | 'write' | 'delete';

const LEVEL: Record<LinkAction, PermissionLevel> = {
  read: 'read',
  write: 'update',
  delete: 'delete',
};

export interface LinkViewer {
  userId: number;
  isAdmin: boolean;
  /** Projects whose visits' links the viewer may act on. */
  visitProjectIds: number[];
  /** All of the viewer's projects: a planogram's file and their products' images are theirs to see. */
  projectIds: number[];
}

/** The caller's standing for an action on links: one permission query. */
export async function linkViewerOf(
  request: FastifyRequest,
  action: LinkAction,
): Promise<LinkViewer> {
  const caller = callerOf(request);
  const base = accessContext(caller.roles, {});
  if (base.flags.administrator) {
    return {
      userId: caller.id,
      isAdmin: true,
      visitProjectIds: caller.projectIds,
      projectIds: caller.projectIds,
    };
  }
  const loaded = await loadPermissions(request.server.db, caller.id, caller.projectIds, ['feeds']);
  const feeds = loaded.byProject.get('feeds');
  const visitProjectIds = caller.projectIds.filter((projectId) => {
    const value = feeds?.get(projectId);
    const context = { ...base, permissions: value ? { feeds: value } : {} };
    if (can(context, 'feeds', LEVEL[action])) return true;
    // Checkers attach photos to the visits they check while holding only read on the feed.
    return action === 'write' && base.rights.checker_screen && can(context, 'feeds', 'read');
  });
  return { userId: caller.id, isAdmin: false, visitProjectIds, projectIds: caller.projectIds };
}

/** The links `viewer` may act on, as a condition on file_links; undefined means all of them. */
export function linkScope(db: Database, viewer: LinkViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  const conditions: SQL[] = [
    and(
      eq(file_links.generic_type, 'SUPPORT_REQUEST'),
      exists(
        db
          .select({ one: sql`1` })
          .from(support_requests)
          .where(
            and(
              eq(support_requests.id, file_links.generic_id),
              eq(support_requests.user_id, viewer.userId),
            ),
          ),
      ),
    ) as SQL,
  ];
  if (viewer.visitProjectIds.length) {
    conditions.push(
      and(
        isNotNull(file_links.visit_id),
        exists(
          db
            .select({ one: sql`1` })
            .from(visits)
            .where(
              and(
                eq(visits.id, file_links.visit_id),
                inArray(visits.project_id, viewer.visitProjectIds),
              ),
            ),
        ),
      ) as SQL,
    );
  }
  return or(...conditions);
}
