import { and, count, eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  projects,
  roles,
  user_projects,
  user_roles,
  users,
} from '#server/db/schema/index';
import { notifyUsers } from '#server/events/notify';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};
const ids: Record<string, number> = {};

const LOGINS = ['administrator', 'supervisor', 'client', 'leader', 'analyst', 'check_manager'];

function call(url: string, headers: Headers, payload: object = {}) {
  return test.app.inject({ method: 'POST', url: `/svc/notifications${url}`, headers, payload });
}

async function unviewedInDb(userId: number) {
  const [row] = await test.database.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), not(notifications.is_viewed)));
  return row.n;
}

/** Every notification of `login` (the list pages at most 1000). */
async function listAll(login: string, filter: object = {}) {
  const response = await call('/api/v1/notifications/list/', who[login], {
    limit: 1000,
    ...filter,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  test = await createTestApp();
  const rows = await test.database.db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, LOGINS));
  for (const row of rows) {
    ids[row.login] = row.id;
    who[row.login] = await bearerFor(test, row.login);
  }
});
afterAll(() => test.close());

describe("a user's own notifications", () => {
  it('lists only the caller’s own, newest first, with the unviewed count', async () => {
    const list = await listAll('supervisor');
    const [own] = await test.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.user_id, ids.supervisor));
    expect(list.total).toBe(own.n);
    expect(list.items.length).toBe(own.n);
    expect(list.unviewed_count).toBe(await unviewedInDb(ids.supervisor));
    const times = list.items.map((item: { created_at: string }) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers the poll (limit 0) with the counts only', async () => {
    const poll = await call('/api/v1/notifications/list/', who.client, {
      is_viewed: false,
      limit: 0,
    });
    const unviewed = await unviewedInDb(ids.client);
    expect(poll.json()).toEqual({
      items: [],
      total: unviewed,
      unviewed_count: unviewed,
      limit: 0,
      offset: 0,
    });
  });

  it('delivers server events: notifyUsers writes one per active recipient, with its link', async () => {
    const created = await notifyUsers(test.database.db, {
      userIds: [ids.client, ids.client, 999_999],
      kind: 'check',
      title: 'Визит отклонён',
      body: 'Фото размыто',
      link: '/visit_feed/1',
    });
    expect(created).toBe(1);
    const [newest] = (await call('/api/v1/notifications/list/', who.client, { limit: 1 })).json()
      .items;
    expect(newest).toMatchObject({ type: 'check', title: 'Визит отклонён', link: '/visit_feed/1' });
    // Listing it was its delivery.
    expect(newest.is_received).toBe(true);
    expect((await listAll('client', { is_received: false })).total).toBe(0);
  });

  it('check_viewed marks the caller’s own and ignores others’ ids', async () => {
    const mine = (await listAll('client', { is_viewed: false })).items.slice(0, 2);
    const theirs = (await listAll('leader', { is_viewed: false })).items[0];
    const before = await unviewedInDb(ids.client);
    const sent = [...mine.map((n: { id: number }) => n.id), theirs.id];
    const response = await call('/api/v1/notifications/check_viewed/', who.client, { ids: sent });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ids: mine.map((n: { id: number }) => n.id).sort((a: number, b: number) => a - b),
      unviewed_count: before - mine.length,
    });
    const leaderUnviewed = (await listAll('leader', { is_viewed: false })).items;
    expect(leaderUnviewed.map((n: { id: number }) => n.id)).toContain(theirs.id);

    const all = await call('/api/v1/notifications/check_viewed/', who.client, { all: true });
    expect(all.json().unviewed_count).toBe(0);
    expect(await unviewedInDb(ids.client)).toBe(0);
  });

  it('deletes the caller’s own; another’s is not found unless an administrator asks', async () => {
    const [mine] = (await listAll('analyst')).items;
    const [theirs] = (await listAll('leader')).items;
    const remove = (id: number, headers: Headers) =>
      test.app.inject({
        method: 'DELETE',
        url: `/svc/notifications/api/v1/cp/notifications/${id}/`,
        headers,
      });
    expect((await remove(mine.id, who.analyst)).statusCode).toBe(204);
    expect((await remove(mine.id, who.analyst)).statusCode).toBe(404);
    expect((await remove(theirs.id, who.analyst)).statusCode).toBe(404);
    expect((await remove(theirs.id, who.administrator)).statusCode).toBe(204);
  });
});

describe('distributions', () => {
  it('a group mailing reaches exactly the active users of its projects and roles', async () => {
    const db = test.database.db;
    const [first] = await db
      .select({ id: projects.id })
      .from(projects)
      .orderBy(projects.id)
      .limit(1);
    const mailing = {
      title: 'Собрание',
      text: 'В пятницу в 10:00',
      mailing_type: 'group',
      project_ids: [first.id],
      roles: ['supervisor', 'client'],
    };
    const response = await call('/api/v1/cp/distributions/', who.administrator, mailing);
    expect(response.statusCode).toBe(201);
    const distribution = response.json();

    const expected = await db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(user_projects, eq(user_projects.user_id, users.id))
      .innerJoin(user_roles, eq(user_roles.user_id, users.id))
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
      .where(
        and(
          eq(user_projects.project_id, first.id),
          eq(user_projects.is_active, true),
          eq(users.status, 'active'),
          inArray(roles.sys_name, ['supervisor', 'client']),
        ),
      );
    const got = await db
      .select({ id: notifications.user_id })
      .from(notifications)
      .where(eq(notifications.distribution_id, distribution.id));
    expect(got.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(distribution).toMatchObject({
      recipients_count: expected.length,
      viewed_count: 0,
      status: 'done',
    });
    expect(got.map((r) => r.id)).toEqual(expect.arrayContaining([ids.supervisor, ids.client]));

    const of = async (login: string) =>
      (await listAll(login)).items.filter(
        (n: { distribution_id: number }) => n.distribution_id === distribution.id,
      );
    expect(await of('supervisor')).toHaveLength(1);
    expect(await of('client')).toHaveLength(1);
    expect(await of('leader')).toHaveLength(0);

    const sent = await call('/api/v1/cp/notifications/list/', who.administrator, {
      distribution_id: distribution.id,
    });
    expect(sent.json().total).toBe(expected.length);
    const one = await test.app.inject({
      method: 'GET',
      url: `/svc/notifications/api/v1/cp/distributions/${distribution.id}/`,
      headers: who.leader,
    });
    expect(one.statusCode).toBe(200);
  });

  it('a personal mailing reaches exactly its users', async () => {
    const mailing = {
      title: 'Лично',
      text: 'Проверьте фото',
      mailing_type: 'personal',
      user_ids: [ids.leader, ids.check_manager],
    };
    const response = await call('/api/v1/cp/distributions/', who.administrator, mailing);
    expect(response.statusCode).toBe(201);
    const { id, recipients_count } = response.json();
    expect(recipients_count).toBe(2);
    for (const login of ['leader', 'check_manager', 'analyst']) {
      const got = (await listAll(login)).items.filter(
        (n: { distribution_id: number }) => n.distribution_id === id,
      );
      expect(got, login).toHaveLength(login === 'analyst' ? 0 : 1);
    }
    const list = await call('/api/v1/cp/distributions/list/', who.administrator, {
      mailing_type: 'personal',
    });
    expect(list.json().items[0]).toMatchObject({ id, params: { user_ids: mailing.user_ids } });
  });

  it('refuses a personal mailing without recipients and a mailing by a non-creator', async () => {
    const empty = await call('/api/v1/cp/distributions/', who.administrator, {
      title: 'Пусто',
      text: 'Никому',
      mailing_type: 'personal',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual(['user_ids']);
    const unknown = await call('/api/v1/cp/distributions/', who.administrator, {
      title: 'Никому',
      text: 'Никому',
      mailing_type: 'personal',
      user_ids: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    const leader = await call('/api/v1/cp/distributions/', who.leader, {
      title: 'Нельзя',
      text: 'Нельзя',
      mailing_type: 'group',
    });
    expect(leader.statusCode).toBe(403);
  });
});
