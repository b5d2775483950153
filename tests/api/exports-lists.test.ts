import { and, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { user_projects, users, visit_checkers, visits } from '#server/db/schema/index';
import { addDays, todayIso } from '#src/lib/dates';
import { bearerFor } from './support/auth';
import { expectSameRows, exported, listed, refused } from './support/list-exports';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let db: Database;
const who: Record<string, Headers> = {};

const CHECK_QUEUE = '/svc/checker/api/v1/visits/list/';
const SCHEDULE = '/svc/main/visit_schedule/list/';
const FEED = '/svc/main/feeds/list/';
const LINKS = '/svc/main/v2/user_project/executors/';
const USERS = '/svc/auth/api/v1/users/list/';

async function userIdOf(login: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return user.id;
}

async function projectsOf(login: string): Promise<number[]> {
  const rows = await db
    .select({ id: user_projects.project_id })
    .from(user_projects)
    .where(
      and(eq(user_projects.user_id, await userIdOf(login)), eq(user_projects.is_active, true)),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

type ScheduleVisit = {
  id: number;
  visit_date: string;
  status: string;
  outlet: { name: string };
};
type ScheduleRow = {
  user: { last_name: string; first_name: string; patronymic_name: string | null };
  visits: ScheduleVisit[];
};

/** Every visit of the schedule's rows for the filter, page after page, with its executor's name. */
async function scheduleVisits(headers: Headers, params: Record<string, unknown>) {
  const lines: { visit: ScheduleVisit; executor: string }[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await test.app.inject({
      method: 'POST',
      url: SCHEDULE,
      headers,
      payload: { ...params, limit: 100, offset },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: ScheduleRow[] }>();
    for (const { user, visits: rowVisits } of page.items) {
      const executor = [user.last_name, user.first_name, user.patronymic_name]
        .filter(Boolean)
        .join(' ');
      lines.push(...rowVisits.map((visit) => ({ visit, executor })));
    }
    if (page.items.length < 100) return lines;
  }
}

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  for (const login of ['administrator', 'supervisor', 'client', 'check_manager']) {
    who[login] = await bearerFor(test, login);
  }
});
afterAll(() => test?.close());

describe('the check queue export', () => {
  it('gives a check manager assigned some executors only their visits, as the queue does', async () => {
    const checkerId = await userIdOf('check_manager');
    const completed = and(
      eq(visits.status, 'completed'),
      eq(visits.visit_type, 'visit'),
      isNull(visits.deleted_at),
      isNotNull(visits.user_id),
    );
    const [mine] = await db
      .select()
      .from(visits)
      .where(and(completed, inArray(visits.project_id, await projectsOf('check_manager'))))
      .orderBy(desc(visits.visit_date))
      .limit(1);
    const [other] = await db
      .select()
      .from(visits)
      .where(
        and(
          completed,
          eq(visits.project_id, mine.project_id),
          eq(visits.visit_date, mine.visit_date),
          ne(visits.user_id, mine.user_id ?? 0),
        ),
      )
      .limit(1);
    expect(other).toBeDefined();
    const filter = {
      project_ids: [mine.project_id],
      date_range: { start: mine.visit_date, end: mine.visit_date },
    };
    const [assignment] = await db
      .insert(visit_checkers)
      .values({
        project_id: mine.project_id,
        executor_id: mine.user_id ?? 0,
        checker_id: checkerId,
      })
      .returning();
    try {
      const { ids } = await expectSameRows(
        test,
        who.check_manager,
        'check_visits',
        CHECK_QUEUE,
        filter,
      );
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(other.id);
      // An administrator's file has the whole project's queue.
      const all = await expectSameRows(
        test,
        who.administrator,
        'check_visits',
        CHECK_QUEUE,
        filter,
      );
      expect(all.ids).toEqual(expect.arrayContaining([mine.id, other.id]));
    } finally {
      await db.delete(visit_checkers).where(eq(visit_checkers.id, assignment.id));
    }
  });

  it('is refused to whom may not open the queue', async () => {
    await refused(test, who.supervisor, 'check_visits');
    await refused(test, who.client, 'check_visits');
  });
});

describe('the visit schedule export', () => {
  it('writes a line per visit of the schedule, executor by executor as the grid lists them', async () => {
    const params = { date_from: todayIso(), date_to: addDays(todayIso(), 6) };
    const visitsOfSchedule = await scheduleVisits(who.supervisor, params);
    expect(visitsOfSchedule.length).toBeGreaterThan(0);
    const file = await exported(test, who.supervisor, 'visit_schedule', params, [
      'id',
      'executor',
      'visit_date',
      'outlet',
      'status',
    ]);
    expect(file.ended).toMatchObject({
      row_count: visitsOfSchedule.length,
      progress: { total: visitsOfSchedule.length },
    });
    expect(file.rows).toEqual(
      visitsOfSchedule.map(({ visit, executor }) => [
        visit.id,
        executor,
        new Date(`${visit.visit_date}T00:00:00Z`),
        visit.outlet.name,
        visit.status,
      ]),
    );
  });

  it('writes only the visits the filter keeps', async () => {
    const period = { date_from: addDays(todayIso(), -30), date_to: addDays(todayIso(), 6) };
    const params = { ...period, statuses: ['completed'] };
    const kept = await scheduleVisits(who.supervisor, params);
    const all = await scheduleVisits(who.supervisor, period);
    expect(kept.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(kept.length);
    const file = await exported(test, who.supervisor, 'visit_schedule', params, ['id']);
    expect(file.ids).toEqual(kept.map(({ visit }) => visit.id));
    expect(file.ended.row_count).toBe(kept.length);
  });

  it('is refused to whom may not read the schedule', async () => {
    const params = { date_from: todayIso(), date_to: todayIso() };
    await refused(test, who.client, 'visit_schedule', params, 'executor');
    await refused(test, who.check_manager, 'visit_schedule', params, 'executor');
  });
});

describe('the restored visits export', () => {
  it('writes only restored visits, as the restored list reads the feed', async () => {
    const params = {
      date_range: { start: addDays(todayIso(), -30), end: addDays(todayIso(), 30) },
      statuses: [],
    };
    const list = await listed(test, who.administrator, FEED, { ...params, is_restored: true });
    expect(list.total).toBeGreaterThan(0);
    // Without the restored filter in the params too: the kind's rows are restored ones.
    const file = await exported(test, who.administrator, 'restored_visits', params, [
      'id',
      'number',
    ]);
    expect(file.ids).toEqual(list.ids);
    expect(file.ended.row_count).toBe(list.total);
    const everything = await listed(test, who.administrator, FEED, params);
    expect(everything.total).toBeGreaterThan(list.total);
  });

  it('is refused without the right to see which visits are restored', async () => {
    await refused(test, who.supervisor, 'restored_visits');
    await refused(test, who.client, 'restored_visits');
  });
});

describe('the project links export', () => {
  it('writes the links the team tab lists, in the projects the author may read the team of', async () => {
    const list = await expectSameRows(test, who.supervisor, 'user_project_links', LINKS, {
      is_active: true,
      project_ids: (await projectsOf('supervisor')).slice(0, 1),
    });
    expect(list.total).toBeGreaterThan(0);
  });

  it('is refused to whom may not read the team', async () => {
    await refused(test, who.client, 'user_project_links');
  });
});

describe('the users and team exports', () => {
  it('writes only the users the author may see, as the users list does', async () => {
    const params = { statuses: ['active'] };
    const theirs = await expectSameRows(test, who.supervisor, 'users', USERS, params);
    const everyone = await expectSameRows(test, who.administrator, 'users', USERS, params);
    const hidden = everyone.ids.filter((id) => !theirs.ids.includes(id));
    expect(hidden.length).toBeGreaterThan(0);
    expect(theirs.ids.every((id) => everyone.ids.includes(id))).toBe(true);
  });

  it('writes the team of the selected project', async () => {
    const [project] = await projectsOf('supervisor');
    const team = await expectSameRows(test, who.supervisor, 'team', USERS, {
      project_ids: [project],
    });
    expect(team.total).toBeGreaterThan(0);
  });

  it('refuses a manager filter to roles without manager visibility, and the list to others', async () => {
    const manager = await userIdOf('supervisor');
    const asked = await test.app.inject({
      method: 'POST',
      url: USERS,
      headers: who.supervisor,
      payload: { manager_ids: [manager] },
    });
    expect(asked.statusCode).toBe(403);
    await refused(test, who.supervisor, 'team', { manager_ids: [manager] });
    await refused(test, who.client, 'users');
    await refused(test, who.client, 'team');
  });
});
