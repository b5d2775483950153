import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import {
  branches,
  cities,
  planogram_outlets,
  planograms,
  project_outlets,
  projects,
  roles,
  user_projects,
  user_roles,
  users,
  visits,
} from '#server/db/schema/index';
import type { ImportProcess } from '#src/contracts/imports';
import { bearerFor } from './support/auth';
import { filledTemplate, roundTrip, runImport, type SampleRow } from './support/imports';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let db: Database;
let admin: Headers;
let project: number;
/** Active outlets of the project with a code, by code order. */
let outlets: { id: number; code: string; name: string }[];
let branchNames: string[];
/** Two field workers of the project (logins), and an active user who is not in it. */
let executors: string[];
let outsider: string;

const refusalsOf = (process: ImportProcess) => process.error_data.other.rows;

/** A bad row's refusal as the journal names it. */
async function refusedOnce(kind: ImportProcess['kind'], rows: SampleRow[]) {
  const file = await filledTemplate(test, admin, kind, rows);
  const process = await runImport(test, admin, { kind, projectId: project, file });
  expect(process.status).toBe('completed_with_errors');
  expect(process.counts.refused).toBe(1);
  return refusalsOf(process);
}

/** The live visits of an executor at an outlet in March 2027, by day: the routes' period. */
async function marchVisits(login: string, outletId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return db
    .select({
      day: visits.visit_date,
      start: visits.planned_start,
      end: visits.planned_end,
      status: visits.status,
    })
    .from(visits)
    .where(
      and(
        eq(visits.user_id, user.id),
        eq(visits.project_outlet_id, outletId),
        gte(visits.visit_date, '2027-03-01'),
        lte(visits.visit_date, '2027-03-31'),
        isNull(visits.deleted_at),
      ),
    )
    .orderBy(asc(visits.visit_date));
}

/** The time zone of a project outlet's city: the one its visits are planned in. */
async function zoneOf(outletId: number) {
  const [row] = await db
    .select({ zone: cities.timezone })
    .from(project_outlets)
    .innerJoin(cities, eq(cities.id, project_outlets.city_id))
    .where(eq(project_outlets.id, outletId));
  return row.zone;
}

/** A moment as a wall clock in `zone` shows it. */
const clock = (moment: Date | null, zone: string) =>
  moment?.toLocaleTimeString('ru-RU', { timeZone: zone, hour: '2-digit', minute: '2-digit' });

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  [{ id: project }] = await db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id)
    .limit(1);
  const rows = await db
    .select({
      id: project_outlets.id,
      code: project_outlets.external_code,
      name: project_outlets.name,
    })
    .from(project_outlets)
    .where(
      and(
        eq(project_outlets.project_id, project),
        eq(project_outlets.is_active, true),
        isNotNull(project_outlets.external_code),
      ),
    )
    .orderBy(asc(project_outlets.external_code))
    .limit(8);
  outlets = rows.map((row) => ({ id: row.id, code: row.code ?? '', name: row.name ?? '' }));
  branchNames = (
    await db
      .select({ name: branches.name })
      .from(branches)
      .where(eq(branches.project_id, project))
      .orderBy(asc(branches.id))
  ).map((row) => row.name);
  const members = await db
    .selectDistinct({ id: users.id, login: users.login })
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
        isNotNull(users.login),
      ),
    )
    .orderBy(asc(users.id))
    .limit(2);
  executors = members.map((member) => member.login ?? '');
  const inProject = db
    .select({ id: user_projects.user_id })
    .from(user_projects)
    .where(eq(user_projects.project_id, project));
  const [other] = await db
    .select({ login: users.login })
    .from(users)
    .where(and(notInArray(users.id, inProject), isNotNull(users.login), eq(users.status, 'active')))
    .limit(1);
  outsider = other.login ?? '';
  expect(outlets.length).toBe(8);
  expect(executors.length).toBe(2);
  expect(branchNames.length).toBeGreaterThan(1);
});
afterAll(() => test?.close());

describe('UPDATE_PROJECT_OUTLETS', () => {
  it('round-trips, changing only the cells given of outlets found by code', async () => {
    const [first, second] = outlets;
    const [before] = await db
      .select()
      .from(project_outlets)
      .where(eq(project_outlets.id, second.id));
    const { first: run } = await roundTrip(test, admin, {
      kind: 'UPDATE_PROJECT_OUTLETS',
      projectId: project,
      rows: [
        { external_code: first.code, name: 'Точка после импорта', branch: branchNames[1] },
        { external_code: second.code, is_active: 'нет' },
      ],
    });
    expect(run.counts).toMatchObject({ created: 0, updated: 2 });
    const stored = await db
      .select()
      .from(project_outlets)
      .where(inArray(project_outlets.id, [first.id, second.id]))
      .orderBy(asc(project_outlets.external_code));
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.project_id, project), eq(branches.name, branchNames[1])));
    expect(stored[0]).toMatchObject({ name: 'Точка после импорта', branch_id: branch.id });
    // Only is_active was given: the name and the placement stay as they were.
    expect(stored[1]).toMatchObject({
      is_active: false,
      name: before.name,
      branch_id: before.branch_id,
      city_id: before.city_id,
    });
  });

  it('refuses an unknown code and creates nothing', async () => {
    const before = await db.select({ id: project_outlets.id }).from(project_outlets);
    const [refusal] = await refusedOnce('UPDATE_PROJECT_OUTLETS', [
      { external_code: outlets[0].code, name: 'Точка после импорта' },
      { external_code: 'NO-SUCH-CODE', name: 'Новая точка' },
    ]);
    expect(refusal).toEqual({
      row: 3,
      column: 'Код ТТ *',
      value: 'NO-SUCH-CODE',
      message: 'Торговая точка с кодом «NO-SUCH-CODE» не найдена в проекте',
    });
    expect(await db.select({ id: project_outlets.id }).from(project_outlets)).toHaveLength(
      before.length,
    );
  });
});

describe('ROUTES', () => {
  const row = (executor: string, code: string, weekday: string, start = '09:00') => ({
    executor,
    external_code: code,
    weekday,
    date_from: '01.03.2027',
    date_to: '31.03.2027',
    start_time: start,
    end_time: '10:30',
  });

  it('round-trips: a visit on each such weekday of the period, at the time of the outlet', async () => {
    const rows = [
      row(executors[0], outlets[2].code, 'Понедельник'),
      row(executors[0], outlets[2].code, 'Четверг'),
      row(executors[1], outlets[3].code, 'Воскресенье'),
    ];
    const { first } = await roundTrip(test, admin, { kind: 'ROUTES', projectId: project, rows });
    expect(first.counts.created).toBe(3);
    const planned = await marchVisits(executors[0], outlets[2].id);
    expect(planned.map((visit) => visit.day)).toEqual([
      '2027-03-01',
      '2027-03-04',
      '2027-03-08',
      '2027-03-11',
      '2027-03-15',
      '2027-03-18',
      '2027-03-22',
      '2027-03-25',
      '2027-03-29',
    ]);
    expect(planned.every((visit) => visit.status === 'planned')).toBe(true);
    const zone = await zoneOf(outlets[2].id);
    expect([clock(planned[0].start, zone), clock(planned[0].end, zone)]).toEqual([
      '09:00',
      '10:30',
    ]);
    const sundays = await marchVisits(executors[1], outlets[3].id);
    expect(sundays.map((visit) => visit.day)).toEqual([
      '2027-03-07',
      '2027-03-14',
      '2027-03-21',
      '2027-03-28',
    ]);
  });

  it('moves the visits of a row whose time changed, adding none', async () => {
    const file = await filledTemplate(test, admin, 'ROUTES', [
      row(executors[0], outlets[2].code, 'Понедельник', '08:15'),
    ]);
    const process = await runImport(test, admin, { kind: 'ROUTES', projectId: project, file });
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const planned = await marchVisits(executors[0], outlets[2].id);
    expect(planned).toHaveLength(9);
    const mondays = planned.filter((visit) => new Date(visit.day).getUTCDay() === 1);
    const zone = await zoneOf(outlets[2].id);
    expect(mondays.map((visit) => clock(visit.start, zone))).toEqual(Array(5).fill('08:15'));
  });

  it('refuses an outlet code the project does not have', async () => {
    const [refusal] = await refusedOnce('ROUTES', [
      row(executors[1], outlets[3].code, 'Среда'),
      row(executors[1], 'NO-SUCH-CODE', 'Среда'),
    ]);
    expect(refusal).toEqual({
      row: 3,
      column: 'Код ТТ *',
      value: 'NO-SUCH-CODE',
      message: 'Торговая точка с кодом «NO-SUCH-CODE» не найдена в проекте',
    });
    // All or nothing: the good row planned nothing either.
    const wednesdays = (await marchVisits(executors[1], outlets[3].id)).filter(
      (visit) => new Date(visit.day).getUTCDay() === 3,
    );
    expect(wednesdays).toEqual([]);
  });
});

describe('ROUTES_V2', () => {
  const row = (executor: string, code: string, weeks: string | null, end = '12:00') => ({
    executor,
    external_code: code,
    date_from: '01.03.2027',
    date_to: '31.03.2027',
    mon: 'да',
    wed: 'да',
    fri: 'да',
    tue: 'нет',
    weeks,
    start_time: '11:00',
    end_time: end,
  });

  it('round-trips: the weekdays of a row, in every week or in odd or even ISO weeks', async () => {
    const rows = [
      row(executors[0], outlets[4].code, 'Нечётная'),
      row(executors[0], outlets[5].code, 'чётная'),
      row(executors[1], outlets[6].code, null),
    ];
    const { first } = await roundTrip(test, admin, { kind: 'ROUTES_V2', projectId: project, rows });
    expect(first.counts.created).toBe(3);
    const days = async (login: string, outlet: number) =>
      (await marchVisits(login, outlet)).map((visit) => visit.day.slice(8));
    // 1 March 2027 is the Monday of ISO week 9.
    expect(await days(executors[0], outlets[4].id)).toEqual([
      '01',
      '03',
      '05',
      '15',
      '17',
      '19',
      '29',
      '31',
    ]);
    expect(await days(executors[0], outlets[5].id)).toEqual(['08', '10', '12', '22', '24', '26']);
    expect(await days(executors[1], outlets[6].id)).toHaveLength(14);
  });

  it('moves the visits of a row whose time changed', async () => {
    const file = await filledTemplate(test, admin, 'ROUTES_V2', [
      row(executors[1], outlets[6].code, null, '12:45'),
    ]);
    const process = await runImport(test, admin, { kind: 'ROUTES_V2', projectId: project, file });
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const planned = await marchVisits(executors[1], outlets[6].id);
    const zone = await zoneOf(outlets[6].id);
    expect(new Set(planned.map((visit) => clock(visit.end, zone)))).toEqual(new Set(['12:45']));
  });

  it('refuses an executor who is not in the project', async () => {
    const [refusal] = await refusedOnce('ROUTES_V2', [
      row(executors[1], outlets[7].code, null),
      row(outsider, outlets[7].code, null),
    ]);
    expect(refusal).toEqual({
      row: 3,
      column: 'Исполнитель *',
      value: outsider,
      message: 'Исполнитель не состоит в проекте торговой точки',
    });
  });
});

describe('PLANOGRAMS', () => {
  const named = (name: string) =>
    db
      .select()
      .from(planograms)
      .where(and(eq(planograms.project_id, project), eq(planograms.name, name)));
  const linkedOutlets = async (planogramId: number) =>
    (
      await db
        .select({ id: planogram_outlets.project_outlet_id })
        .from(planogram_outlets)
        .where(eq(planogram_outlets.planogram_id, planogramId))
        .orderBy(asc(planogram_outlets.project_outlet_id))
    ).map((row) => row.id);

  it('round-trips: planograms by name with their dates, and the outlets that follow them', async () => {
    const rows: SampleRow[] = [
      {
        name: 'Импорт: шампуни',
        type: 'Уход за волосами',
        start_date: '01.12.2026',
        end_date: '31.12.2026',
        external_code: outlets[0].code,
      },
      { name: 'импорт: шампуни', external_code: outlets[1].code },
      { name: 'Импорт: бритьё', type: 'Бритьё', description: 'У кассы', is_active: 'нет' },
    ];
    const { first } = await roundTrip(test, admin, {
      kind: 'PLANOGRAMS',
      projectId: project,
      rows,
    });
    expect(first.counts.created).toBe(3);
    const [shampoo] = await named('Импорт: шампуни');
    expect(shampoo).toMatchObject({
      type: 'hair_care',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      is_active: true,
    });
    expect(await linkedOutlets(shampoo.id)).toEqual(
      [outlets[0].id, outlets[1].id].sort((a, b) => a - b),
    );
    const [shaving] = await named('Импорт: бритьё');
    expect(shaving).toMatchObject({ type: 'shaving', description: 'У кассы', is_active: false });
    expect(await linkedOutlets(shaving.id)).toEqual([]);
  });

  it('updates a planogram found by name in the cells given', async () => {
    const file = await filledTemplate(test, admin, 'PLANOGRAMS', [
      { name: 'Импорт: шампуни', end_date: '15.01.2027' },
    ]);
    const process = await runImport(test, admin, { kind: 'PLANOGRAMS', projectId: project, file });
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const [shampoo] = await named('Импорт: шампуни');
    expect(shampoo).toMatchObject({
      type: 'hair_care',
      start_date: '2026-12-01',
      end_date: '2027-01-15',
    });
    expect(await linkedOutlets(shampoo.id)).toHaveLength(2);
  });

  it('refuses a planogram that would end before it starts', async () => {
    const [refusal] = await refusedOnce('PLANOGRAMS', [
      { name: 'Импорт: шампуни', external_code: outlets[2].code },
      {
        name: 'Импорт: зубные пасты',
        type: 'Уход за полостью рта',
        start_date: '10.12.2026',
        end_date: '01.12.2026',
      },
    ]);
    expect(refusal).toEqual({
      row: 3,
      column: 'Дата начала',
      value: '10.12.2026',
      message: 'Дата начала планограммы не может быть позже даты окончания',
    });
    expect(await named('Импорт: зубные пасты')).toEqual([]);
  });

  it('refuses a row that describes a planogram of another row otherwise', async () => {
    const [refusal] = await refusedOnce('PLANOGRAMS', [
      { name: 'Импорт: бритьё', type: 'Бритьё', external_code: outlets[3].code },
      { name: 'Импорт: бритьё', type: 'Уход за телом', external_code: outlets[4].code },
    ]);
    expect(refusal).toEqual({
      row: 3,
      column: 'Тип',
      value: 'Уход за телом',
      message: 'Планограмма «Импорт: бритьё» в строке 2 описана иначе',
    });
  });
});
