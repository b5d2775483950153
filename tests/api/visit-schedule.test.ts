import { and, asc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  project_outlets,
  roles,
  user_projects,
  user_roles,
  users,
  visits,
} from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
let test: TestApp;
let supervisor: Headers;
let leader: Headers;
let client: Headers;
let checkManager: Headers;
/** The supervisor's projects, the first of them, and one they are not in. */
let ownProjects: number[];
let projectId: number;
let foreignProjectId: number;
/** Two field workers of `projectId`, one of the foreign project only, an outlet of each. */
let executor: number;
let otherExecutor: number;
let foreignExecutor: number;
let outlet: typeof project_outlets.$inferSelect;
let foreignOutletId: number;

const day = (offset: number) => todayIso(new Date(Date.now() + offset * 86_400_000));
/** `2026-11-21T09:00:00+03:00`: the time as a planner in Moscow picks it. */
const at = (date: string, time: string) => `${date}T${time}:00+03:00`;

async function merchandisersOf(project: number, exceptProjects: number[] = []) {
  const rows = await test.database.db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(user_projects, eq(user_projects.user_id, users.id))
    .innerJoin(user_roles, eq(user_roles.user_id, users.id))
    .innerJoin(roles, eq(roles.id, user_roles.role_id))
    .where(
      and(
        eq(user_projects.project_id, project),
        eq(user_projects.is_active, true),
        eq(roles.sys_name, 'merchandiser'),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.id));
  if (exceptProjects.length === 0) return rows.map((row) => row.id);
  const elsewhere = await test.database.db
    .select({ id: user_projects.user_id })
    .from(user_projects)
    .where(inArray(user_projects.project_id, exceptProjects));
  const skip = new Set(elsewhere.map((row) => row.id));
  return rows.map((row) => row.id).filter((id) => !skip.has(id));
}

beforeAll(async () => {
  test = await createTestApp();
  [supervisor, leader, client, checkManager] = await Promise.all(
    ['supervisor', 'leader', 'client', 'check_manager'].map((login) => bearerFor(test, login)),
  );
  const db = test.database.db;
  const own = await db
    .select({ project_id: user_projects.project_id })
    .from(user_projects)
    .innerJoin(users, eq(users.id, user_projects.user_id))
    .where(and(eq(users.login, 'supervisor'), eq(user_projects.is_active, true)))
    .orderBy(asc(user_projects.project_id));
  ownProjects = own.map((row) => row.project_id);
  projectId = ownProjects[0];
  const [foreign] = await db
    .select({ id: project_outlets.project_id, outletId: project_outlets.id })
    .from(project_outlets)
    .where(
      and(notInArray(project_outlets.project_id, ownProjects), eq(project_outlets.is_active, true)),
    )
    .limit(1);
  foreignProjectId = foreign.id;
  foreignOutletId = foreign.outletId;
  [executor, otherExecutor] = await merchandisersOf(projectId);
  [foreignExecutor] = await merchandisersOf(foreignProjectId, ownProjects);
  [outlet] = await db
    .select()
    .from(project_outlets)
    .where(and(eq(project_outlets.project_id, projectId), eq(project_outlets.is_active, true)))
    .orderBy(asc(project_outlets.id))
    .limit(1);
  expect([executor, otherExecutor, foreignExecutor].every(Boolean)).toBe(true);
});
afterAll(() => test.close());

const list = (payload: object, headers: Headers = supervisor) =>
  test.app.inject({ method: 'POST', url: '/svc/main/visit_schedule/list/', payload, headers });
const create = (payload: object, headers: Headers = supervisor) =>
  test.app.inject({ method: 'POST', url: '/svc/main/visit_schedule/', payload, headers });
const patch = (id: number, payload: object, headers: Headers = supervisor) =>
  test.app.inject({ method: 'PATCH', url: `/svc/main/visit_schedule/${id}/`, payload, headers });
const remove = (id: number, headers: Headers = supervisor) =>
  test.app.inject({ method: 'DELETE', url: `/svc/main/visit_schedule/${id}/`, headers });

interface Row {
  user: { id: number; last_name: string };
  visits: { id: number; visit_date: string; status: string; project: { id: number } }[];
}
const visitsOf = (rows: Row[]) => rows.flatMap((row) => row.visits);

/** A planned visit of `executor` at `outlet` on the day `offset` days from today. */
async function planned(offset = 3, headers: Headers = supervisor) {
  const date = day(offset);
  const response = await create(
    {
      user_id: executor,
      project_outlet_id: outlet.id,
      planned_start: at(date, '10:00'),
      planned_end: at(date, '11:30'),
    },
    headers,
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; visit_date: string; status: string };
}

describe('POST /svc/main/visit_schedule/list/', () => {
  it('answers executors with their visits of the period, in the caller’s projects only', async () => {
    const week = { date_from: day(0), date_to: day(6), limit: 100 };
    const response = await list(week);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(0);
    const items = visitsOf(body.items);
    expect(items.length).toBeGreaterThan(0);
    for (const visit of items) {
      expect(ownProjects).toContain(visit.project.id);
      expect(visit.visit_date >= week.date_from && visit.visit_date <= week.date_to).toBe(true);
    }
    const names = body.items.map((row: Row) => row.user.last_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));

    // The leader works in every project: the foreign project's visits are in their schedule.
    const wide = visitsOf((await list(week, leader)).json().items);
    expect(wide.some((visit) => visit.project.id === foreignProjectId)).toBe(true);
    // A project the caller is not in cannot be asked for.
    expect((await list({ ...week, project_ids: [foreignProjectId] })).statusCode).toBe(403);
  });

  it('filters by executor, city and status', async () => {
    const week = { date_from: day(0), date_to: day(6), limit: 100 };
    const byUser = (await list({ ...week, user_ids: [executor] })).json();
    expect(byUser.items.map((row: Row) => row.user.id)).toEqual([executor]);

    const [sample] = await test.database.db
      .select({ city_id: visits.city_id })
      .from(visits)
      .where(
        and(
          eq(visits.project_id, projectId),
          isNull(visits.deleted_at),
          eq(visits.visit_date, day(1)),
        ),
      )
      .limit(1);
    const cityId = sample.city_id as number;
    const byCity = visitsOf((await list({ ...week, city_ids: [cityId] })).json().items);
    expect(byCity.length).toBeGreaterThan(0);
    const cities = await test.database.db
      .selectDistinct({ city_id: visits.city_id })
      .from(visits)
      .where(
        inArray(
          visits.id,
          byCity.map((visit) => visit.id),
        ),
      );
    expect(cities).toEqual([{ city_id: cityId }]);

    const byStatus = (await list({ ...week, statuses: ['planned'] })).json();
    const statuses = new Set(visitsOf(byStatus.items).map((visit) => visit.status));
    expect([...statuses]).toEqual(['planned']);
    // With a visit filter, every row has a visit that matches.
    expect(byStatus.items.every((row: Row) => row.visits.length > 0)).toBe(true);
  });

  it('refuses a period that is reversed or longer than six weeks, and roles without the right', async () => {
    expect((await list({ date_from: day(2), date_to: day(1) })).statusCode).toBe(400);
    expect((await list({ date_from: day(0), date_to: day(60) })).statusCode).toBe(400);
    const week = { date_from: day(0), date_to: day(6) };
    expect((await list(week, client)).statusCode).toBe(403);
    expect((await list(week, checkManager)).statusCode).toBe(403);
  });
});

describe('POST /svc/main/visit_schedule/', () => {
  it('plans a visit on the picked day with the outlet’s org placement', async () => {
    const created = await planned(4);
    expect(created).toMatchObject({ status: 'planned', visit_date: day(4) });
    const [row] = await test.database.db.select().from(visits).where(eq(visits.id, created.id));
    expect(row).toMatchObject({
      project_id: projectId,
      project_outlet_id: outlet.id,
      user_id: executor,
      city_id: outlet.city_id,
      project_retail_id: outlet.project_retail_id,
      visit_type: 'visit',
    });
    const shown = (await list({ date_from: day(4), date_to: day(4), user_ids: [executor] })).json();
    expect(visitsOf(shown.items).map((visit) => visit.id)).toContain(created.id);
  });

  it('refuses a start later than the end', async () => {
    const date = day(2);
    const response = await create({
      user_id: executor,
      project_outlet_id: outlet.id,
      planned_start: at(date, '12:00'),
      planned_end: at(date, '11:00'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Начало визита не может быть позже окончания');
  });

  it('refuses an executor outside the outlet’s project and an outlet outside the caller’s', async () => {
    const date = day(2);
    const times = { planned_start: at(date, '10:00'), planned_end: at(date, '11:00') };
    const wrongExecutor = await create({
      user_id: foreignExecutor,
      project_outlet_id: outlet.id,
      ...times,
    });
    expect(wrongExecutor.statusCode).toBe(400);
    expect(wrongExecutor.json().detail).toBe('Исполнитель не состоит в проекте торговой точки');

    const wrongOutlet = await create({
      user_id: executor,
      project_outlet_id: foreignOutletId,
      ...times,
    });
    expect(wrongOutlet.statusCode).toBe(400);
    expect(wrongOutlet.json().detail).toBe('Торговая точка не найдена');
  });

  it('refuses roles without the create right', async () => {
    const date = day(2);
    const body = {
      user_id: executor,
      project_outlet_id: outlet.id,
      planned_start: at(date, '10:00'),
      planned_end: at(date, '11:00'),
    };
    expect((await create(body, client)).statusCode).toBe(403);
    expect((await create(body, checkManager)).statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /svc/main/visit_schedule/{id}/', () => {
  it('moves a planned visit to another day, time and executor', async () => {
    const { id } = await planned(3);
    const date = day(5);
    const response = await patch(id, {
      user_id: otherExecutor,
      planned_start: at(date, '14:00'),
      planned_end: at(date, '15:00'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, visit_date: date, user_id: otherExecutor });
    const shown = (
      await list({ date_from: date, date_to: date, user_ids: [otherExecutor] })
    ).json();
    expect(visitsOf(shown.items).map((visit) => visit.id)).toContain(id);

    // An end before the kept start is refused; an executor of another project too.
    const early = await patch(id, { planned_end: at(date, '13:00') });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe('Начало визита не может быть позже окончания');
    const foreign = await patch(id, { user_id: foreignExecutor });
    expect(foreign.statusCode).toBe(400);
    expect((await patch(id, { user_id: executor }, client)).statusCode).toBe(403);
  });

  it('refuses to change or remove a visit that is no longer planned or new', async () => {
    const [done] = await test.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.project_id, projectId),
          eq(visits.status, 'completed'),
          isNull(visits.deleted_at),
        ),
      )
      .limit(1);
    const moved = await patch(done.id, { user_id: otherExecutor });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe(
      'Изменять и удалять можно только запланированные и новые визиты',
    );
    expect((await remove(done.id, leader)).statusCode).toBe(400);
  });

  it('removes a planned visit for roles with the delete right only', async () => {
    const { id } = await planned(6);
    // A supervisor has no Delete right (spec section 6), a client not even the area.
    expect((await remove(id, supervisor)).statusCode).toBe(403);
    expect((await remove(id, client)).statusCode).toBe(403);
    expect((await remove(id, leader)).statusCode).toBe(204);
    const shown = (await list({ date_from: day(6), date_to: day(6), user_ids: [executor] })).json();
    expect(visitsOf(shown.items).map((visit) => visit.id)).not.toContain(id);
    expect((await remove(id, leader)).statusCode).toBe(404);
  });

  it('answers 404 for a visit outside the caller’s projects', async () => {
    const [foreign] = await test.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.project_id, foreignProjectId),
          ne(visits.status, 'completed'),
          isNull(visits.deleted_at),
        ),
      )
      .limit(1);
    expect((await patch(foreign.id, { user_id: executor })).statusCode).toBe(404);
  });
});
