import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPasswordRequestSchema } from '../../../../src/contracts/auth';
import { USER_MESSAGES, userIdParamsSchema } from '../../../../src/contracts/users';
import { callerOf } from '../../../access/require-user';
import { ApiError, REQUIRED_FIELD } from '../../../http/errors';
import { hashPassword, verifyPassword } from '../passwords';
import { revokeUserSessions } from '../revoke-sessions';
import { guardSignIn } from '../sign-in';
import { getPasswordHash, setUserPassword } from './set-user-password';
import { assertMayManage, forbidden, isProfileEditor } from './user-access';
import { notFound } from './user-routes';

const wrongOldPassword = () =>
  new ApiError(400, USER_MESSAGES.wrongOldPassword, [
    { field: 'old_password', message: USER_MESSAGES.wrongOldPassword },
  ]);

export const setPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/v1/users/:id/set_password/',
    {
      config: {
        permission: {
          area: ['users', 'team'],
          level: 'update',
          right: 'profile_edit',
          selfParam: 'id',
        },
      },
      schema: {
        summary: "Set a password: one's own with the old one, another's as a profile editor",
        params: userIdParamsSchema,
        body: setPasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const own = caller.id === id;
      if (!own && !isProfileEditor(caller)) throw forbidden();
      await assertMayManage(app.db, caller, id);
      const target = await getPasswordHash(app.db, id);
      if (!target) throw notFound();
      if (own) {
        const oldPassword = request.body.old_password;
        if (!oldPassword) {
          throw new ApiError(400, REQUIRED_FIELD, [
            { field: 'old_password', message: REQUIRED_FIELD },
          ]);
        }
        // The old password is a credential like any other: guessing it counts towards the lock-out.
        await guardSignIn(
          request,
          target.login,
          'password',
          async () => ({
            userId: id,
            valid: await verifyPassword(target.password_hash, oldPassword),
            active: true,
          }),
          wrongOldPassword,
        );
      }
      await setUserPassword(app.db, id, await hashPassword(request.body.password));
      // Own change: every other sign-in ends, this one goes on. Another's: all of theirs end.
      await revokeUserSessions(app.db, id, 'password changed', own ? caller.sessionId : undefined);
      request.log.info({ userId: id, by: caller.id }, 'password changed');
      return reply.code(204).send(null);
    },
  );
};
