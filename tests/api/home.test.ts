import { and, count, eq, inArray, isNull, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  roles,
  setting_values,
  settings,
  tasks,
  user_projects,
  users,
  visits,
} from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'client', 'supervisor', 'merchandiser']) {
    who[login] = await bearerFor(test, login);
  }
});
afterAll(() => test.close());

const summary = (headers: Headers | Record<string, never>, payload: object = {}) =>
  test.app.inject({ method: 'POST', url: '/svc/main/home/summary/', headers, payload });

async function userId(login: string): Promise<number> {
  const [row] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login));
  return row.id;
}

async function projectsOf(login: string): Promise<number[]> {
  const rows = await test.database.db
    .select({ id: user_projects.project_id })
    .from(user_projects)
    .where(and(eq(user_projects.user_id, await userId(login)), eq(user_projects.is_active, true)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Today's visits of type visit in the projects, by status, counted apart from the endpoint. */
async function visitsToday(projectIds: number[]): Promise<Record<string, number>> {
  const rows = await test.database.db
    .select({ status: visits.status, n: count() })
    .from(visits)
    .where(
      and(
        inArray(visits.project_id, projectIds),
        eq(visits.visit_date, todayIso()),
        eq(visits.visit_type, 'visit'),
        isNull(visits.deleted_at),
      ),
    )
    .groupBy(visits.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

async function openTasks(projectIds: number[]): Promise<Record<string, number>> {
  const rows = await test.database.db
    .select({ status: tasks.status, n: count() })
    .from(tasks)
    .where(
      and(
        inArray(tasks.project_id, projectIds),
        inArray(tasks.status, ['new', 'pending', 'overdue']),
      ),
    )
    .groupBy(tasks.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

const sum = (figures: Record<string, number>) =>
  Object.values(figures).reduce((total, n) => total + n, 0);

describe('POST /svc/main/home/summary/', () => {
  it('needs a signed-in portal user', async () => {
    expect((await summary({})).statusCode).toBe(401);
    expect((await summary(who.merchandiser)).statusCode).toBe(403);
  });

  it("answers an administrator's figures over all of their projects", async () => {
    const response = await summary(who.administrator);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const projectIds = await projectsOf('administrator');
    expect(body.project_ids).toEqual(projectIds);
    expect(body.date).toBe(todayIso());

    const expectedVisits = await visitsToday(projectIds);
    expect(body.visits.total).toBe(sum(expectedVisits));
    expect(body.visits.total).toBeGreaterThan(0);
    for (const status of ['new', 'in_progress', 'completed', 'planned', 'not_completed']) {
      expect(body.visits[status], status).toBe(expectedVisits[status] ?? 0);
    }
    const expectedTasks = await openTasks(projectIds);
    expect(body.tasks).toEqual({
      total: sum(expectedTasks),
      new: expectedTasks.new ?? 0,
      pending: expectedTasks.pending ?? 0,
      overdue: expectedTasks.overdue ?? 0,
    });
  });

  it('narrows to the selected projects and refuses a project the caller is not in', async () => {
    const [first, second] = await projectsOf('supervisor');
    const body = (await summary(who.supervisor, { project_ids: [first] })).json();
    expect(body.project_ids).toEqual([first]);
    expect(body.visits.total).toBe(sum(await visitsToday([first])));
    expect(body.tasks.total).toBe(sum(await openTasks([first])));
    const both = (await summary(who.supervisor, { project_ids: [first, second] })).json();
    expect(both.visits.total).toBe(sum(await visitsToday([first, second])));

    const theirs = await projectsOf('supervisor');
    const notTheirs = (await projectsOf('administrator')).find((id) => !theirs.includes(id));
    if (!notTheirs) throw new Error('the demo data has no project outside the supervisor’s');
    expect((await summary(who.supervisor, { project_ids: [notTheirs] })).statusCode).toBe(403);
  });

  it('leaves out what the caller may not read: a client sees visits, not tasks', async () => {
    const body = (await summary(who.client)).json();
    expect(body.tasks).toBeNull();
    expect(body.visits.total).toBe(sum(await visitsToday(await projectsOf('client'))));
  });

  it('counts visits only in the projects where the feed may be read', async () => {
    const db = test.database.db;
    const projectIds = await projectsOf('client');
    const [closed, ...open] = projectIds;
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.sys_name, 'client'));
    const [feeds] = await db
      .select({ id: settings.id })
      .from(settings)
      .where(eq(settings.permission_area, 'feeds'));
    await db
      .update(setting_values)
      .set({ val: 'no_access' })
      .where(
        and(
          eq(setting_values.setting_id, feeds.id),
          eq(setting_values.role_id, role.id),
          eq(setting_values.project_id, closed),
        ),
      );

    const body = (await summary(who.client)).json();
    expect(body.visits.total).toBe(sum(await visitsToday(open)));
    const onlyClosed = (await summary(who.client, { project_ids: [closed] })).json();
    expect(onlyClosed.visits).toBeNull();
  });

  it("counts the caller's own unviewed notifications", async () => {
    const db = test.database.db;
    const id = await userId('supervisor');
    const unviewed = async () => {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.user_id, id), not(notifications.is_viewed)));
      return row.n;
    };
    const before = (await summary(who.supervisor)).json().unviewed_notifications;
    expect(before).toBe(await unviewed());
    await db.insert(notifications).values({ user_id: id, title: 'Проверка', text: 'Новое' });
    expect((await summary(who.supervisor)).json().unviewed_notifications).toBe(before + 1);
  });
});
