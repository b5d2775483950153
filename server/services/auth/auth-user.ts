import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { roles, user_roles, users } from '#server/db/schema/index';
import type { AuthReplyUser } from '#src/contracts/auth';

/** The user as the auth response carries it: the declared fields only, never the hash. */
export async function getAuthReplyUser(
  db: Database,
  userId: number,
): Promise<AuthReplyUser | undefined> {
  const [[user], roleRows] = await Promise.all([
    db
      .select({
        id: users.id,
        login: users.login,
        last_name: users.last_name,
        first_name: users.first_name,
        patronymic_name: users.patronymic_name,
        phone: users.phone,
        email: users.email,
        status: users.status,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ sys_name: roles.sys_name, name: roles.name })
      .from(user_roles)
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(eq(user_roles.user_id, userId))
      .orderBy(asc(roles.id)),
  ]);
  return user ? { ...user, roles: roleRows } : undefined;
}
