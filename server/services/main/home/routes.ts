import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionsInProjects } from '#server/access/caller';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { todayIso } from '#server/lib/dates';
import { type AccessContext, can } from '#src/access/can';
import type { PermissionArea, PermissionValue } from '#src/access/permission-values';
import { homeCalls } from '#src/contracts/home';
import { countOpenTasks, countUnviewedNotifications, countVisitsOfDay } from './home-figures';

const AREAS = ['feeds', 'tasks'] as const satisfies PermissionArea[];

/** Of `projectIds`, those where `area` may be read on its own (not merely in another project). */
function readableIn(
  context: AccessContext,
  byProject: Map<PermissionArea, Map<number, PermissionValue>>,
  area: PermissionArea,
  projectIds: number[],
): number[] {
  const values = byProject.get(area);
  return projectIds.filter((projectId) => {
    const value = values?.get(projectId);
    return can({ ...context, permissions: value ? { [area]: value } : {} }, area, 'read');
  });
}

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, homeCalls.getHomeSummary, async (request) => {
    // The selected projects (403 for one the caller is not in), else all of the caller's.
    const { caller, projectIds, context } = await accessOf(request);
    // A 'portal' route loads no per-project detail, and each figure needs its own area's.
    const { byProject } = await permissionsInProjects(app.db, caller, projectIds, AREAS);
    const feedProjects = readableIn(context, byProject, 'feeds', projectIds);
    const taskProjects = readableIn(context, byProject, 'tasks', projectIds);
    const date = todayIso();
    const [visits, tasks, unviewed] = await Promise.all([
      feedProjects.length ? countVisitsOfDay(app.db, feedProjects, date) : null,
      taskProjects.length ? countOpenTasks(app.db, taskProjects) : null,
      countUnviewedNotifications(app.db, caller.id),
    ]);
    return { date, project_ids: projectIds, visits, tasks, unviewed_notifications: unviewed };
  });
};
