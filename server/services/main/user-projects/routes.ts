import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerOf } from '#server/access/require-user';
import type { RoutePermission } from '#server/access/route-permission-types';
import {
  assignUserProjectsQuerySchema,
  assignUserProjectsSchema,
  unlinkUserProjectsSchema,
  userFilterListSchema,
  userFilterRequestSchema,
  userProjectIdParamsSchema,
  userProjectLinkItemsSchema,
  userProjectLinkListRequestSchema,
  userProjectLinkListSchema,
  userProjectLinkSchema,
  userProjectListSchema,
  userProjectPatchSchema,
  userProjectsRequestSchema,
} from '#src/contracts/user-projects';
import { assignUserProjects, patchUserProject, unlinkUserProjects } from './change-user-projects';
import { listProjectPeople, type ProjectRole } from './list-project-people';
import { listUserProjectLinks } from './list-user-project-links';
import { listUserProjects } from './list-user-projects';

/** Managers are listed only to roles with manager visibility (spec section 6). */
const PEOPLE: Record<ProjectRole, RoutePermission> = {
  executors: 'portal',
  managers: { right: 'manager_visibility' },
};

export const userProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/user_project/get_user_projects/',
    {
      config: { permission: 'portal' },
      schema: {
        summary: "The caller's projects, for the project selector",
        body: userProjectsRequestSchema,
        response: { 200: userProjectListSchema },
      },
    },
    async (request) => listUserProjects(app.db, callerOf(request).projectIds, request.body),
  );

  for (const role of ['executors', 'managers'] as const) {
    app.post(
      `/user_projects/${role}_filter/`,
      {
        config: { permission: PEOPLE[role] },
        schema: {
          summary: `${role === 'executors' ? 'Executors' : 'Managers'} of the selected projects, for filters`,
          body: userFilterRequestSchema,
          response: { 200: userFilterListSchema },
        },
      },
      async (request) => {
        // The named projects the caller belongs to (others answer 403), else all of theirs.
        const { projectIds } = await accessOf(request);
        return listProjectPeople(app.db, role, projectIds, request.body);
      },
    );
  }

  // The links themselves: read, assigned, ended and changed in the projects where the caller's
  // team right holds (a link elsewhere answers 404, a project named elsewhere 403).
  app.post(
    '/v2/user_project/executors/',
    {
      config: { permission: { area: 'team', level: 'read' } },
      schema: {
        summary: 'Links of users to projects (executors), for the team screens',
        body: userProjectLinkListRequestSchema,
        response: { 200: userProjectLinkListSchema },
      },
    },
    async (request) => {
      const { permittedProjectIds } = await accessOf(request);
      return listUserProjectLinks(app.db, permittedProjectIds, request.body);
    },
  );

  app.post(
    '/v2/user_project/assign_user_projects/',
    {
      config: { permission: { area: 'team', level: 'create' } },
      schema: {
        summary: 'Link a user to projects; should_relink replaces links the user already has',
        querystring: assignUserProjectsQuerySchema,
        body: assignUserProjectsSchema,
        response: { 200: userProjectLinkItemsSchema },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/user_projects/unlink_list/',
    {
      config: { permission: { area: 'team', level: 'update' } },
      schema: {
        summary: 'End links of users to projects (kept as ended)',
        body: unlinkUserProjectsSchema,
        response: { 200: userProjectLinkItemsSchema },
      },
    },
    async (request) => {
      const { permittedProjectIds } = await accessOf(request);
      const items = await unlinkUserProjects(app.db, permittedProjectIds, request.body.items);
      request.log.info(
        { links: request.body.items, by: callerOf(request).id },
        'user projects unlinked',
      );
      return { items };
    },
  );

  app.patch(
    '/user_projects/:id/',
    {
      config: { permission: { area: 'team', level: 'update' } },
      schema: {
        summary: "Change a link's manager, position or period",
        params: userProjectIdParamsSchema,
        body: userProjectPatchSchema,
        response: { 200: userProjectLinkSchema },
      },
    },
    async (request) => {
      const { permittedProjectIds } = await accessOf(request);
      return patchUserProject(app.db, permittedProjectIds, request.params.id, request.body);
    },
  );
};
