import { and, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRoutePermissions } from '#server/access/route-permission';
import {
  projects,
  roles,
  setting_values,
  settings,
  user_projects,
  users,
} from '#server/db/schema/index';
import { registerErrorHandling } from '#server/http/errors';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let projectIds: number[];
beforeAll(async () => {
  test = await createTestApp();
  const rows = await test.database.db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id);
  projectIds = rows.map((row) => row.id);
});
afterAll(() => test.close());

async function post(url: string, login: string, payload: object = {}) {
  const headers = await bearerFor(test, login);
  return test.app.inject({ method: 'POST', url: `/svc/main${url}`, payload, headers });
}

describe('enforcement', () => {
  it('scopes a list to the projects where the right holds, and refuses a project without it', async () => {
    const db = test.database.db;
    const [first, second] = projectIds;
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.sys_name, 'test_user'));
    const [feedsSetting] = await db
      .select({ id: settings.id })
      .from(settings)
      .where(eq(settings.permission_area, 'feeds'));
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'test_user'));
    await db
      .insert(user_projects)
      .values({ user_id: user.id, project_id: second })
      .onConflictDoNothing();
    // test_user reads the feed in the first project only.
    await db
      .delete(setting_values)
      .where(
        and(
          eq(setting_values.setting_id, feedsSetting.id),
          eq(setting_values.role_id, role.id),
          inArray(setting_values.project_id, [second]),
        ),
      );
    const filter = { statuses: [], date_range: { start: '2000-01-01', end: '2100-01-01' } };
    const denied = await post('/feeds/list/', 'test_user', { ...filter, project_ids: [second] });
    expect(denied.statusCode).toBe(403);
    const mixed = (await post('/feeds/list/', 'test_user', filter)).json();
    expect(mixed.total).toBeGreaterThan(0);
    expect(
      mixed.items.every((item: { project: { id: number } }) => item.project.id === first),
    ).toBe(true);
  });

  it('refuses before validation and the handler run, and refuses to start without a declaration', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerRoutePermissions(app);
    app.decorate('config', test.app.config);
    app.decorate('db', test.database.db);
    let calls = 0;
    app.post(
      '/probe',
      {
        config: { permission: { area: 'users', level: 'create' } },
        schema: { body: z.object({ name: z.string() }) },
      },
      async () => ({ calls: ++calls }),
    );
    expect(() => app.post('/undeclared', async () => 'no')).toThrow(/declares no permission/);
    expect(() =>
      app.post(
        '/typo',
        { config: { permission: { area: 'feed' as 'feeds', level: 'read' } } },
        async () => 1,
      ),
    ).toThrow(/unknown area/);
    await app.ready();
    const send = async (login: string, payload: object) =>
      app.inject({ method: 'POST', url: '/probe', payload, headers: await bearerFor(test, login) });
    expect((await send('client', {})).statusCode).toBe(403);
    expect((await send('administrator', {})).statusCode).toBe(400);
    expect(calls).toBe(0);
    expect((await send('administrator', { name: 'x' })).json()).toEqual({ calls: 1 });
    await app.close();
  });
});
