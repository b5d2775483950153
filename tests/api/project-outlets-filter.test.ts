import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project_outlets, user_projects, users } from '#server/db/schema/index';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let admin: { authorization: string };
let supervisor: { authorization: string };

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  supervisor = await bearerFor(test, 'supervisor');
});
afterAll(() => test.close());

const list = (headers: { authorization: string }, payload: object) =>
  test.app.inject({ method: 'POST', url: '/svc/main/project_outlets/list/', headers, payload });

/** A reference outlet placed in the most projects, and those placements. */
async function sharedOutlet() {
  const [top] = await test.database.db
    .select({ outlet_id: project_outlets.outlet_id, n: sql<number>`count(*)::int` })
    .from(project_outlets)
    .groupBy(project_outlets.outlet_id)
    .orderBy(sql`count(*) desc`, project_outlets.outlet_id)
    .limit(1);
  const placements = await test.database.db
    .select({ id: project_outlets.id, project_id: project_outlets.project_id })
    .from(project_outlets)
    .where(eq(project_outlets.outlet_id, top.outlet_id));
  return { outletId: top.outlet_id, placements };
}

describe('project outlets of a reference outlet (outlet_ids)', () => {
  it('lists exactly the project outlets placed on the reference outlets named', async () => {
    const { outletId, placements } = await sharedOutlet();
    const response = await list(admin, { outlet_ids: [outletId], limit: 1000 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.every((row: { outlet_id: number }) => row.outlet_id === outletId)).toBe(true);
    const [adminUser] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'administrator'));
    const adminProjects = await test.database.db
      .select({ id: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, adminUser.id), eq(user_projects.is_active, true)));
    const visible = placements.filter((p) => adminProjects.some((a) => a.id === p.project_id));
    expect(visible.length).toBeGreaterThan(0);
    expect(body.total).toBe(visible.length);
    expect(body.items.map((row: { id: number }) => row.id).sort()).toEqual(
      visible.map((p) => p.id).sort(),
    );
  });

  it('stays within the caller’s projects and refuses a bad value', async () => {
    const { outletId } = await sharedOutlet();
    const mine = await list(supervisor, { outlet_ids: outletId, limit: 1000 });
    expect(mine.statusCode).toBe(200);
    const ids: number[] = mine.json().items.map((row: { project_id: number }) => row.project_id);
    const [supervisorUser] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'supervisor'));
    const own = ids.length
      ? await test.database.db
          .select({ id: user_projects.project_id })
          .from(user_projects)
          .where(
            and(
              eq(user_projects.user_id, supervisorUser.id),
              inArray(user_projects.project_id, ids),
            ),
          )
      : [];
    expect(new Set(own.map((row) => row.id))).toEqual(new Set(ids));
    expect((await list(admin, { outlet_ids: ['x'] })).statusCode).toBe(400);
  });
});
