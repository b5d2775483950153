import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import { registerCall } from '#server/http/register-call';
import { userCalls } from '#src/contracts/users';
import { listRoles } from './list-roles';
import { addUserRoles, removeUserRoles } from './user-roles';
import { userOr404 } from './user-routes';

export const userRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const change = (
    call: typeof userCalls.addUserRoles | typeof userCalls.removeUserRoles,
    verb: 'add' | 'del',
    apply: typeof addUserRoles,
  ) =>
    registerCall(app, call, async (request) => {
      const { id } = request.params;
      await userOr404(app.db, id);
      await apply(app.db, id, request.body.roles);
      request.log.info(
        { userId: id, by: callerOf(request).id, roles: request.body.roles, verb },
        'user roles changed',
      );
      return userOr404(app.db, id);
    });
  change(userCalls.addUserRoles, 'add', addUserRoles);
  change(userCalls.removeUserRoles, 'del', removeUserRoles);

  registerCall(app, userCalls.listRoles, async (request) => listRoles(app.db, request.body));
};
