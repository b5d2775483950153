import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userFilterListSchema,
  userFilterRequestSchema,
  userProjectListSchema,
  userProjectsRequestSchema,
} from '../../../../src/contracts/user-projects';
import { accessOf } from '../../../access/permissions-request';
import { callerOf } from '../../../access/require-user';
import type { RoutePermission } from '../../../access/route-permission-types';
import { listProjectPeople, type ProjectRole } from './list-project-people';
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
};
