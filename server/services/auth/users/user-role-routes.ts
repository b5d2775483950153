import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import {
  roleListFilterSchema,
  roleListSchema,
  userIdParamsSchema,
  userRolesChangeSchema,
  userSchema,
} from '#src/contracts/users';
import { listRoles } from './list-roles';
import { addUserRoles, removeUserRoles } from './user-roles';
import { userOr404 } from './user-routes';

export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = (verb: 'add' | 'del', apply: typeof addUserRoles) =>
    app.post(
      `/api/v2/users/${verb}_roles/:id/`,
      {
        config: { permission: { area: 'users', level: 'update', right: 'admin_only' } },
        schema: {
          summary: `${verb === 'add' ? 'Give' : 'Take'} roles (by sys_name) ${verb === 'add' ? 'to' : 'from'} a user`,
          params: userIdParamsSchema,
          body: userRolesChangeSchema,
          response: { 200: userSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        await userOr404(app.db, id);
        await apply(app.db, id, request.body.roles);
        request.log.info(
          { userId: id, by: callerOf(request).id, roles: request.body.roles, verb },
          'user roles changed',
        );
        return userOr404(app.db, id);
      },
    );
  change('add', addUserRoles);
  change('del', removeUserRoles);

  app.post(
    '/api/v1/roles/list/',
    {
      config: { permission: { area: ['users', 'team'], level: 'read', right: 'profile_edit' } },
      schema: {
        summary: 'Roles; hidden ones only with include_hidden',
        body: roleListFilterSchema,
        response: { 200: roleListSchema },
      },
    },
    async (request) => listRoles(app.db, request.body),
  );
};
