import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '#server/access/require-user';
import { forbidden, isProfileEditor, notFound } from '#server/access/user-access';
import { assertMayManage } from '#server/access/user-manage';
import { notifyUsers } from '#server/events/notify';
import { ApiError, REQUIRED_FIELD } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import { USER_MESSAGES, userCalls } from '#src/contracts/users';
import { hashPassword, verifyPassword } from '../passwords';
import { revokeUserSessions } from '../revoke-sessions';
import { guardSignIn } from '../sign-in';
import { getPasswordHash, setUserPassword } from './set-user-password';

const wrongOldPassword = () =>
  new ApiError(400, USER_MESSAGES.wrongOldPassword, [
    { field: 'old_password', message: USER_MESSAGES.wrongOldPassword },
  ]);

export const setPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, userCalls.setPassword, async (request, reply) => {
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
    const passwordHash = await hashPassword(request.body.password);
    // One transaction: the new password never stands while the old sign-ins still do.
    await app.db.transaction(async (tx) => {
      await setUserPassword(tx, id, passwordHash);
      // Own change: every other sign-in ends, this one goes on. Another's: all of theirs end.
      await revokeUserSessions(tx, id, 'password changed', own ? caller.sessionId : undefined);
      // Told in the portal: a reset they did not ask for is the sign of a takeover.
      if (!own) {
        await notifyUsers(tx, {
          userIds: [id],
          kind: 'info',
          title: USER_MESSAGES.passwordChangedTitle,
          body: USER_MESSAGES.passwordChangedByOther,
        });
      }
    });
    request.log.info({ userId: id, by: caller.id }, 'password changed');
    return reply.code(204).send(null);
  });
};
