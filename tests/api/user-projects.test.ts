import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, user_projects, users } from '../../server/db/schema/index';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};

function post(url: string, headers: Headers, payload: object = {}) {
  return test.app.inject({ method: 'POST', url: `/svc/main${url}`, headers, payload });
}

async function projectsOf(login: string) {
  const rows = await test.database.db
    .select({ id: user_projects.project_id })
    .from(user_projects)
    .innerJoin(users, eq(users.id, user_projects.user_id))
    .where(and(eq(users.login, login), eq(user_projects.is_active, true)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const idsOf = (body: { items: { id: number }[] }) =>
  body.items.map((item) => item.id).sort((a, b) => a - b);

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'client', 'supervisor', 'leader']) {
    who[login] = await bearerFor(test, login);
  }
});
afterAll(() => test.close());

describe('the caller’s projects', () => {
  it('answers exactly the caller’s active projects', async () => {
    for (const login of ['client', 'supervisor', 'administrator']) {
      const response = await post('/v2/user_project/get_user_projects/', who[login]);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(idsOf(body), login).toEqual(await projectsOf(login));
      expect(body.items[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        code: expect.any(String),
        kind: expect.stringMatching(/^(combined|exclusive)$/),
        is_active: expect.any(Boolean),
      });
    }
  });

  it('searches by name or code and drops a membership that ended', async () => {
    const db = test.database.db;
    const [first] = await db
      .select({ id: projects.id, code: projects.code })
      .from(projects)
      .where(eq(projects.id, (await projectsOf('client'))[0]));
    const found = (
      await post('/v2/user_project/get_user_projects/', who.client, { search: first.code })
    ).json();
    expect(idsOf(found)).toContain(first.id);
    const matches = (p: { name: string; code: string }) =>
      `${p.name} ${p.code}`.toLowerCase().includes(first.code.toLowerCase());
    expect(found.items.every(matches)).toBe(true);

    const [client] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'client'));
    await db
      .update(user_projects)
      .set({ is_active: false })
      .where(and(eq(user_projects.user_id, client.id), eq(user_projects.project_id, first.id)));
    const after = (await post('/v2/user_project/get_user_projects/', who.client)).json();
    expect(idsOf(after)).not.toContain(first.id);
  });
});

describe('executor and manager filters', () => {
  it('lists the members of the selected projects and refuses a project of someone else', async () => {
    const [project] = await projectsOf('supervisor');
    const response = await post('/user_projects/executors_filter/', who.supervisor, {
      project_ids: [project],
      limit: 1000,
    });
    expect(response.statusCode).toBe(200);
    const members = await test.database.db
      .select({ id: user_projects.user_id })
      .from(user_projects)
      .where(and(eq(user_projects.project_id, project), eq(user_projects.is_active, true)));
    expect(idsOf(response.json())).toEqual(members.map((m) => m.id).sort((a, b) => a - b));

    const [person] = response.json().items;
    const searched = await post('/user_projects/executors_filter/', who.supervisor, {
      search: person.last_name,
      ids: [person.id],
    });
    expect(searched.json().items).toEqual([person]);

    const own = await projectsOf('supervisor');
    const foreign = (await projectsOf('administrator')).find((id) => !own.includes(id));
    const refused = await post('/user_projects/executors_filter/', who.supervisor, {
      project_ids: [foreign],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists managers to roles with manager visibility only', async () => {
    const managers = await post('/user_projects/managers_filter/', who.leader, { limit: 1000 });
    expect(managers.statusCode).toBe(200);
    const rows = await test.database.db
      .selectDistinct({ id: user_projects.manager_id })
      .from(user_projects)
      .where(eq(user_projects.is_active, true));
    const expected = rows.flatMap((row) => (row.id ? [row.id] : [])).sort((a, b) => a - b);
    expect(idsOf(managers.json())).toEqual(expected);
    expect((await post('/user_projects/managers_filter/', who.supervisor)).statusCode).toBe(403);
  });
});
