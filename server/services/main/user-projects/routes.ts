import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerOf } from '#server/access/require-user';
import { type CallRequest, registerCall } from '#server/http/register-call';
import { userProjectCalls } from '#src/contracts/user-projects';
import { assignUserProjects, patchUserProject, unlinkUserProjects } from './change-user-projects';
import { listProjectPeople, type ProjectRole } from './list-project-people';
import { listUserProjectLinks } from './list-user-project-links';
import { listUserProjects } from './list-user-projects';

type PeopleRequest = CallRequest<typeof userProjectCalls.executorsFilter>;

export const userProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, userProjectCalls.getUserProjects, async (request) =>
    listUserProjects(app.db, callerOf(request).projectIds, request.body),
  );

  // The named projects the caller belongs to (others answer 403), else all of theirs.
  const people = (role: ProjectRole) => async (request: PeopleRequest) =>
    listProjectPeople(app.db, role, (await accessOf(request)).projectIds, request.body);
  registerCall(app, userProjectCalls.executorsFilter, people('executors'));
  registerCall(app, userProjectCalls.managersFilter, people('managers'));

  registerCall(app, userProjectCalls.listLinks, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return listUserProjectLinks(app.db, permittedProjectIds, request.body);
  });

  registerCall(app, userProjectCalls.assignProjects, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    const { user_id, should_relink } = request.query;
    const items = await assignUserProjects(
      app.db,
      permittedProjectIds,
      user_id,
      should_relink,
      request.body,
    );
    request.log.info(
      { userId: user_id, projects: request.body.project_ids, by: callerOf(request).id },
      'user projects assigned',
    );
    return { items };
  });

  registerCall(app, userProjectCalls.unlinkProjects, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    const items = await unlinkUserProjects(app.db, permittedProjectIds, request.body.items);
    request.log.info(
      { links: request.body.items, by: callerOf(request).id },
      'user projects unlinked',
    );
    return { items };
  });

  registerCall(app, userProjectCalls.patchLink, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return patchUserProject(app.db, permittedProjectIds, request.params.id, request.body);
  });
};
