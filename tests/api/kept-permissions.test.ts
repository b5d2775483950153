import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setting_values,
  settings,
  user_projects,
  user_roles,
  users,
} from '#server/db/schema/index';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

// The caller lookup keeps computed permissions while the access version stays the same
// (server/access/caller.ts). Whatever changes them — here written straight into the database, as
// any writer could — must hold from the very next request.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** Feed calls of `login`, naming their projects (as the portal sends its selection) or none. */
async function feedCaller(login: string, naming: 'own projects' | 'no project' = 'no project') {
  const headers = await bearerFor(test, login);
  const [user] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login));
  const projectIds = (
    await test.database.db
      .select({ id: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, user.id), eq(user_projects.is_active, true)))
  ).map((row) => row.id);
  const payload = naming === 'own projects' ? { project_ids: projectIds } : {};
  const feed = () =>
    test.app.inject({ method: 'POST', url: '/svc/main/feeds/list/', payload, headers });
  // Twice: the second call is answered with the kept permissions.
  expect((await feed()).statusCode).toBe(200);
  expect((await feed()).statusCode).toBe(200);
  return { feed, userId: user.id };
}

describe('permissions kept between requests', () => {
  it.each(['no project', 'own projects'] as const)(
    'a permission setting changed in the database holds from the next request, naming %s',
    async (naming) => {
      const { feed, userId } = await feedCaller('client', naming);
      const { db } = test.database;
      const roleIds = (
        await db
          .select({ id: user_roles.role_id })
          .from(user_roles)
          .where(eq(user_roles.user_id, userId))
      ).map((row) => row.id);
      const feedSettings = (
        await db
          .select({ id: settings.id })
          .from(settings)
          .where(eq(settings.permission_area, 'feeds'))
      ).map((row) => row.id);
      const values = and(
        inArray(setting_values.role_id, roleIds),
        inArray(setting_values.setting_id, feedSettings),
      );
      const before = await db.select().from(setting_values).where(values);
      await db.update(setting_values).set({ val: 'no_access' }).where(values);
      expect((await feed()).statusCode).toBe(403);
      for (const row of before)
        await db.update(setting_values).set({ val: row.val }).where(eq(setting_values.id, row.id));
      expect((await feed()).statusCode).toBe(200);
    },
  );

  it.each(['no project', 'own projects'] as const)(
    'a membership or a role taken away holds from the next request, naming %s',
    async (naming) => {
      const { feed, userId } = await feedCaller('client', naming);
      const { db } = test.database;
      const mine = eq(user_projects.user_id, userId);
      await db.update(user_projects).set({ is_active: false }).where(mine);
      expect((await feed()).statusCode).toBe(403);
      await db.update(user_projects).set({ is_active: true }).where(mine);
      expect((await feed()).statusCode).toBe(200);

      const held = await db.select().from(user_roles).where(eq(user_roles.user_id, userId));
      await db.delete(user_roles).where(eq(user_roles.user_id, userId));
      expect((await feed()).statusCode).toBe(403);
      await db.insert(user_roles).values(held);
      expect((await feed()).statusCode).toBe(200);
    },
  );
});
