import { and, count, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, user_projects, users } from '#server/db/schema/index';
import { bearerFor, bearerForId } from '../support/auth';
import { authCall, userByLogin, whoAmI } from '../support/auth-calls';
import { addMember, projectIdsOf } from '../support/members';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The user directory (security finding 2): phones, e-mails and roles are shown to
 * non-administrators for the users sharing one of their projects only.
 */
type Headers = Record<string, string>;
let test: TestApp;
let admin: Headers;
let supervisor: Headers;
let supervisorId: number;
const id = { mate: 0, stranger: 0, lonely: 0 };

const list = (body: object, headers: Headers) =>
  authCall(test, 'POST', '/api/v1/users/list/', { body, headers });
const idsOf = (page: { items: { id: number }[] }) =>
  page.items.map((user) => user.id).sort((a, b) => a - b);

beforeAll(async () => {
  test = await createTestApp();
  const db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  supervisor = await bearerFor(test, 'supervisor');
  supervisorId = (await userByLogin(test, 'supervisor')).id;
  const own = await projectIdsOf(db, supervisorId);
  const everyProject = (await db.select({ id: projects.id }).from(projects)).map((p) => p.id);
  const foreign = everyProject.find((projectId) => !own.includes(projectId));
  if (!foreign) throw new Error('the demo supervisor should not be in every project');
  id.mate = await addMember(db, 'directory.mate', ['department_head'], [own[0]]);
  id.stranger = await addMember(db, 'directory.stranger', ['merchandiser'], [foreign]);
  id.lonely = await addMember(db, 'directory.lonely', ['merchandiser'], []);
});
afterAll(() => test.close());

describe('the user directory', () => {
  it('lists to a supervisor only the users sharing one of their projects', async () => {
    const db = test.database.db;
    const own = await projectIdsOf(db, supervisorId);
    const sharing = await db
      .selectDistinct({ id: users.id })
      .from(users)
      .leftJoin(user_projects, eq(user_projects.user_id, users.id))
      .where(
        or(
          eq(users.id, supervisorId),
          and(eq(user_projects.is_active, true), inArray(user_projects.project_id, own)),
        ),
      );
    const page = (await list({ limit: 1000 }, supervisor)).json();
    expect(idsOf(page)).toEqual(sharing.map((row) => row.id).sort((a, b) => a - b));
    expect(page.total).toBe(sharing.length);
    expect(idsOf(page)).toContain(id.mate);
    expect(idsOf(page)).not.toContain(id.stranger);
    expect(idsOf(page)).not.toContain(id.lonely);
    expect((await list({ search: 'directory.stranger' }, supervisor)).json().total).toBe(0);
  });

  it('lists everyone to an administrator; no one without a project to anyone else', async () => {
    const [{ total }] = await test.database.db.select({ total: count() }).from(users);
    expect((await list({ limit: 1 }, admin)).json().total).toBe(total);
    // The head check manager works in every demo project: everyone but the projectless.
    const checker = await bearerFor(test, 'head_check_manager');
    const seen = idsOf((await list({ limit: 1000 }, checker)).json());
    expect(seen).toContain(id.stranger);
    expect(seen).not.toContain(id.lonely);
  });

  it('reads a user outside the caller’s projects as not found; oneself always', async () => {
    expect((await whoAmI(test, supervisor, id.stranger)).statusCode).toBe(404);
    expect((await whoAmI(test, supervisor, id.lonely)).statusCode).toBe(404);
    expect((await whoAmI(test, supervisor, id.mate)).statusCode).toBe(200);
    const checker = await bearerFor(test, 'head_check_manager');
    expect((await whoAmI(test, checker, id.lonely)).statusCode).toBe(404);
    expect((await whoAmI(test, admin, id.lonely)).statusCode).toBe(200);
    const lonely = await bearerForId(test, id.lonely);
    expect((await whoAmI(test, lonely, id.lonely)).statusCode).toBe(200);
  });
});
