import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { callerOf } from '#server/access/require-user';
import { forbidden, isAdministrator, isProfileEditor, notFound } from '#server/access/user-access';
import { assertMayManage } from '#server/access/user-manage';
import { isVisible, visibleTo } from '#server/access/user-visibility';
import type { Database } from '#server/db/client';
import { registerCall } from '#server/http/register-call';
import { type User, userCalls } from '#src/contracts/users';
import { hashPassword } from '../passwords';
import { changeUser } from './change-user';
import { createUser } from './create-user';
import { getUser } from './get-user';
import { listUsers } from './list-users';

/** The user in the reply shape, or 404. */
export async function userOr404(db: Database, id: number): Promise<User> {
  const user = await getUser(db, id);
  if (!user) throw notFound();
  return user;
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, userCalls.listUsers, async (request) => {
    // Who manages whom is for roles with manager visibility only (spec section 6).
    const { rights } = (await accessOf(request)).context;
    if (request.body.manager_ids?.length && !rights.manager_visibility) throw forbidden();
    return listUsers(app.db, request.body, visibleTo(app.db, callerOf(request)));
  });

  registerCall(app, userCalls.getUser, async (request) => {
    const caller = callerOf(request);
    const { id } = request.params;
    if (caller.id !== id && !isProfileEditor(caller)) throw forbidden();
    if (!(await isVisible(app.db, caller, id))) throw notFound();
    return userOr404(app.db, id);
  });

  registerCall(app, userCalls.createUser, async (request, reply) => {
    const { password, password_repeat: _repeat, ...fields } = request.body;
    const passwordHash = password ? await hashPassword(password) : null;
    const id = await createUser(app.db, fields, passwordHash);
    request.log.info({ userId: id, by: callerOf(request).id }, 'user created');
    return reply.code(201).send(await userOr404(app.db, id));
  });

  registerCall(app, userCalls.updateUser, async (request) => {
    const caller = callerOf(request);
    const { id } = request.params;
    const patch = request.body;
    // Out of reach first: a user the caller may not see answers 404 whatever the patch says.
    await assertMayManage(app.db, caller, id);
    const adminOnly = patch.status !== undefined || patch.login !== undefined;
    if (adminOnly && !isAdministrator(caller)) throw forbidden();
    const changed = await app.db.transaction((tx) => changeUser(tx, caller.id, id, patch));
    if (!changed) throw notFound();
    request.log.info({ userId: id, by: caller.id, fields: changed }, 'user changed');
    return userOr404(app.db, id);
  });
};
