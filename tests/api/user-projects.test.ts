import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, user_projects, users } from '#server/db/schema/index';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};

function post(url: string, headers: Headers, payload: object = {}) {
  return test.app.inject({ method: 'POST', url: `/svc/main${url}`, headers, payload });
}

function patch(id: number, headers: Headers, payload: object) {
  return test.app.inject({
    method: 'PATCH',
    url: `/svc/main/user_projects/${id}/`,
    headers,
    payload,
  });
}

const assignUrl = (userId: number, relink?: boolean) =>
  `/v2/user_project/assign_user_projects/?user_id=${userId}${relink === undefined ? '' : `&should_relink=${relink}`}`;

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
  for (const login of ['administrator', 'client', 'supervisor', 'leader', 'head_check_manager']) {
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

/** A new user in no project, as /team/create leaves one. */
async function newUser(status: 'active' | 'inactive' | 'blocked' = 'active') {
  const login = `assign-${status}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await test.database.db
    .insert(users)
    .values({ login, last_name: 'Проверкин', first_name: 'Пётр', status })
    .returning({ id: users.id });
  return user.id;
}

async function linksOf(userId: number) {
  return test.database.db
    .select()
    .from(user_projects)
    .where(eq(user_projects.user_id, userId))
    .orderBy(user_projects.project_id);
}

async function loginId(login: string) {
  const [user] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login));
  return user.id;
}

describe('assigning projects to a user', () => {
  it('links the user to the projects with the values given and lists the links', async () => {
    const userId = await newUser();
    const [first, second] = await projectsOf('supervisor');
    const manager = await loginId('supervisor');
    const response = await post(assignUrl(userId), who.supervisor, {
      project_ids: [first, second],
      manager_id: manager,
      position: 'Мерчандайзер',
      start_date: '2026-01-01',
    });
    expect(response.statusCode).toBe(200);
    const links = await linksOf(userId);
    expect(links.map((link) => link.project_id)).toEqual([first, second].sort((a, b) => a - b));
    for (const link of links) {
      expect(link).toMatchObject({
        manager_id: manager,
        position: 'Мерчандайзер',
        start_date: '2026-01-01',
        end_date: null,
        is_active: true,
      });
    }
    expect(response.json().items).toHaveLength(2);
    expect(response.json().items[0]).toMatchObject({
      user_id: userId,
      user_name: 'Проверкин Пётр',
      manager_id: manager,
      manager_name: expect.stringContaining(' '),
      is_active: true,
    });

    const listed = await post('/v2/user_project/executors/', who.supervisor, {
      user_ids: [userId],
      is_active: true,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(2);
    expect(idsOf(listed.json()).sort()).toEqual(links.map((link) => link.id).sort());
    // The new member is now among the executors of the project.
    const executors = await post('/user_projects/executors_filter/', who.supervisor, {
      project_ids: [first],
      ids: [userId],
    });
    expect(idsOf(executors.json())).toEqual([userId]);
  });

  it('refuses a project already linked unless asked to relink, which replaces the link', async () => {
    const userId = await newUser();
    const [first, second] = await projectsOf('supervisor');
    const manager = await loginId('supervisor');
    await post(assignUrl(userId), who.supervisor, {
      project_ids: [first],
      manager_id: manager,
      position: 'Старший',
    });
    const before = await linksOf(userId);

    const refused = await post(assignUrl(userId, false), who.supervisor, {
      project_ids: [first, second],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Пользователь уже привязан к проектам: /);
    expect(await linksOf(userId)).toEqual(before);

    const relinked = await post(assignUrl(userId, true), who.supervisor, {
      project_ids: [first, second],
      position: 'Младший',
    });
    expect(relinked.statusCode).toBe(200);
    const after = await linksOf(userId);
    expect(after).toHaveLength(2);
    const [kept] = after.filter((link) => link.project_id === first);
    // Replaced, not duplicated: the same row, with exactly the new values.
    expect(kept.id).toBe(before[0].id);
    expect(kept).toMatchObject({ position: 'Младший', manager_id: null, is_active: true });
  });

  it('refuses the same project twice, a foreign project and a missing user', async () => {
    const userId = await newUser();
    const [first] = await projectsOf('supervisor');
    const twice = await post(assignUrl(userId), who.supervisor, { project_ids: [first, first] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      { field: 'project_ids', message: 'Проекты не должны повторяться' },
    ]);

    const own = await projectsOf('supervisor');
    const foreign = (await projectsOf('administrator')).find((id) => !own.includes(id));
    const refused = await post(assignUrl(userId), who.supervisor, { project_ids: [foreign] });
    expect(refused.statusCode).toBe(403);
    expect(await linksOf(userId)).toEqual([]);

    const missing = await post(assignUrl(2_000_000_000), who.supervisor, { project_ids: [first] });
    expect(missing.statusCode).toBe(404);
    // Reading the team is not enough to change it; a client has no team at all.
    const reader = (await projectsOf('head_check_manager'))[0];
    expect(
      (await post(assignUrl(userId), who.head_check_manager, { project_ids: [reader] })).statusCode,
    ).toBe(403);
    expect(
      (await post('/v2/user_project/executors/', who.client, { user_ids: [userId] })).statusCode,
    ).toBe(403);
  });

  it('needs the user to be Active first, and a period in order', async () => {
    const [first] = await projectsOf('supervisor');
    for (const status of ['inactive', 'blocked'] as const) {
      const userId = await newUser(status);
      const response = await post(assignUrl(userId), who.supervisor, { project_ids: [first] });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Сначала установите статус «Активен»');
      expect(await linksOf(userId)).toEqual([]);
    }
    const userId = await newUser();
    const backwards = await post(assignUrl(userId), who.supervisor, {
      project_ids: [first],
      start_date: '2026-02-01',
      end_date: '2026-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: 'start_date', message: 'Дата начала не может быть позже даты окончания' },
    ]);
  });
});

describe('unlinking and changing links', () => {
  it('ends the links listed, keeps them as ended and lets them be assigned again', async () => {
    const userId = await newUser();
    const [first, second] = await projectsOf('supervisor');
    const assigned = (
      await post(assignUrl(userId), who.supervisor, { project_ids: [first, second] })
    ).json();
    const [one] = assigned.items.filter(
      (link: { project_id: number }) => link.project_id === first,
    );

    const response = await post('/user_projects/unlink_list/', who.supervisor, { items: [one.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ id: one.id, is_active: false, end_date: expect.any(String) }),
    ]);
    const current = await post('/v2/user_project/executors/', who.supervisor, {
      user_ids: [userId],
      is_active: true,
    });
    expect(current.json().items.map((link: { project_id: number }) => link.project_id)).toEqual([
      second,
    ]);
    // An ended link is no obstacle: assigning again reopens it.
    const again = await post(assignUrl(userId), who.supervisor, { project_ids: [first] });
    expect(again.statusCode).toBe(200);
    expect(again.json().items).toEqual([expect.objectContaining({ id: one.id, is_active: true })]);
  });

  it('refuses links outside the caller’s projects, changing nothing', async () => {
    const own = await projectsOf('supervisor');
    const foreign = (await projectsOf('administrator')).find((id) => !own.includes(id));
    const userId = await newUser();
    const [link] = (
      await post(assignUrl(userId), who.administrator, { project_ids: [foreign, own[0]] })
    )
      .json()
      .items.filter((item: { project_id: number }) => item.project_id === foreign);
    const mine = (await linksOf(userId)).find((item) => item.project_id === own[0]);
    const refused = await post('/user_projects/unlink_list/', who.supervisor, {
      items: [mine?.id, link.id],
    });
    expect(refused.statusCode).toBe(404);
    expect((await linksOf(userId)).every((item) => item.is_active)).toBe(true);
    expect((await patch(link.id, who.supervisor, { position: 'x' })).statusCode).toBe(404);
    expect(
      (await post('/user_projects/unlink_list/', who.supervisor, { items: [] })).statusCode,
    ).toBe(400);
  });

  it('changes a link’s manager, position and dates with the rules of the form', async () => {
    const userId = await newUser();
    const [first] = await projectsOf('supervisor');
    const [link] = (
      await post(assignUrl(userId), who.supervisor, {
        project_ids: [first],
        start_date: '2026-03-01',
      })
    ).json().items;
    const manager = await loginId('supervisor');
    const changed = await patch(link.id, who.supervisor, {
      manager_id: manager,
      position: 'Супервайзер',
      end_date: '2026-12-31',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: link.id,
      manager_id: manager,
      position: 'Супервайзер',
      start_date: '2026-03-01',
      end_date: '2026-12-31',
    });
    // The managers filter now offers the new manager for this project.
    const managers = await post('/user_projects/managers_filter/', who.leader, {
      project_ids: [first],
      ids: [manager],
    });
    expect(idsOf(managers.json())).toEqual([manager]);

    const same = await patch(link.id, who.supervisor, { position: 'Супервайзер' });
    expect(same.statusCode).toBe(400);
    expect(same.json().detail).toBe('Данные не были изменены');
    // Against the stored end date.
    const late = await patch(link.id, who.supervisor, { start_date: '2027-01-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('Дата начала не может быть позже даты окончания');
    const self = await patch(link.id, who.supervisor, { manager_id: userId });
    expect(self.statusCode).toBe(400);
    const missing = await patch(link.id, who.supervisor, { manager_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(400);

    await test.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, userId));
    const blocked = await patch(link.id, who.supervisor, { position: 'Другая' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().detail).toBe('Сначала установите статус «Активен»');
    // Unlinking needs no status: a blocked user is taken off projects.
    const unlinked = await post('/user_projects/unlink_list/', who.supervisor, {
      items: [link.id],
    });
    expect(unlinked.statusCode).toBe(200);
  });
});

describe('the /team list by executors and managers', () => {
  const usersList = (headers: Headers, payload: object) =>
    test.app.inject({ method: 'POST', url: '/svc/auth/api/v1/users/list/', headers, payload });

  it('narrows the team to the executors chosen and to whom the managers chosen manage', async () => {
    const [project] = await projectsOf('leader');
    const userId = await newUser();
    const other = await newUser();
    const manager = await loginId('leader');
    await post(assignUrl(userId), who.leader, { project_ids: [project], manager_id: manager });
    await post(assignUrl(other), who.leader, { project_ids: [project] });

    const executors = await usersList(who.leader, {
      project_ids: [project],
      user_ids: [userId, other],
    });
    expect(executors.statusCode).toBe(200);
    expect(idsOf(executors.json())).toEqual([userId, other].sort((a, b) => a - b));

    const managed = await usersList(who.leader, {
      project_ids: [project],
      manager_ids: [manager],
      limit: 1000,
    });
    expect(managed.statusCode).toBe(200);
    const ids = idsOf(managed.json());
    expect(ids).toContain(userId);
    expect(ids).not.toContain(other);
    const expected = await test.database.db
      .selectDistinct({ id: user_projects.user_id })
      .from(user_projects)
      .where(
        and(
          eq(user_projects.project_id, project),
          eq(user_projects.manager_id, manager),
          eq(user_projects.is_active, true),
        ),
      );
    expect(ids).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
    // Who manages whom is hidden from roles without manager visibility.
    const [own] = await projectsOf('supervisor');
    const refused = await usersList(who.supervisor, { project_ids: [own], manager_ids: [manager] });
    expect(refused.statusCode).toBe(403);
  });
});
