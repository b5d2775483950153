import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  file_links,
  notifications,
  outlets,
  project_outlets,
  question_results,
  roles,
  setting_values,
  settings,
  user_projects,
  user_roles,
  users,
  visits,
} from '#server/db/schema/index';
import { bearerFor, bearerForId } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
let test: TestApp;
let admin: Headers;
let supervisor: Headers;
let leader: Headers;
/** Visits of a project the supervisor and leader both work in, each test taking its own. */
let pool: number[];
let projectId: number;

beforeAll(async () => {
  test = await createTestApp();
  [admin, supervisor, leader] = await Promise.all(
    ['administrator', 'supervisor', 'leader'].map((login) => bearerFor(test, login)),
  );
  const db = test.database.db;
  const [sup] = await db
    .select({ project_id: user_projects.project_id })
    .from(user_projects)
    .innerJoin(users, eq(users.id, user_projects.user_id))
    .where(eq(users.login, 'supervisor'))
    .orderBy(asc(user_projects.project_id))
    .limit(1);
  projectId = sup.project_id;
  // Visits with answers and question photos, so a reset has something to delete.
  const rows = await db
    .selectDistinct({ id: visits.id })
    .from(visits)
    .innerJoin(question_results, eq(question_results.visit_id, visits.id))
    .innerJoin(file_links, eq(file_links.visit_id, visits.id))
    .where(and(eq(visits.project_id, projectId), isNull(visits.deleted_at)))
    .orderBy(asc(visits.id))
    .limit(10);
  pool = rows.map((row) => row.id);
  expect(pool.length).toBe(10);
});
afterAll(() => test.close());

const url = (id: number) => `/svc/main/visits/${id}/`;
const get = (id: number, headers: Headers = admin) =>
  test.app.inject({ method: 'GET', url: url(id), headers });
const patch = (id: number, payload: object, headers: Headers = supervisor) =>
  test.app.inject({ method: 'PATCH', url: url(id), payload, headers });
const setVisit = (id: number, values: Partial<typeof visits.$inferInsert>) =>
  test.database.db.update(visits).set(values).where(eq(visits.id, id));

describe('GET /svc/main/visits/{id}/ and /feeds/{id}/', () => {
  it('answers the header, results by step, photos, distance and actions', async () => {
    const db = test.database.db;
    const id = pool[0];
    const [{ outletId }] = await db
      .select({ outletId: project_outlets.outlet_id })
      .from(visits)
      .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
      .where(eq(visits.id, id));
    await db.update(outlets).set({ lat: 55.75, lon: 37.62 }).where(eq(outlets.id, outletId));
    // 0.01° of latitude is 1,112 m on the haversine sphere.
    await setVisit(id, { start_lat: 55.76, start_lon: 37.62, is_restored: true });
    const [allowed] = await db
      .select({ val: setting_values.val })
      .from(setting_values)
      .innerJoin(settings, eq(settings.id, setting_values.setting_id))
      .where(
        and(
          eq(settings.code, 'allowed_distance_to_outlet'),
          eq(setting_values.project_id, projectId),
        ),
      );

    const response = await get(id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      project: { id: projectId },
      outlet: { lat: 55.75, lon: 37.62 },
      geo: { start_lat: 55.76, distance: 1112, allowed_distance: Number(allowed.val) },
      is_restored: true,
    });
    expect(body.outlet.name.length).toBeGreaterThan(0);
    // The project's photo settings for uploads from a device, in the units a canvas takes.
    expect(body.photo_upload).toEqual({ max_side: expect.any(Number), quality: 0.8 });
    expect(body.photo_upload.max_side).toBeGreaterThanOrEqual(1280);
    expect(body.steps.length).toBeGreaterThan(0);
    const questions = body.steps.flatMap((step: { questions: object[] }) => step.questions);
    const photos = questions.flatMap((question: { photos: object[] }) => question.photos);
    expect(photos.length).toBeGreaterThan(0);
    expect(photos[0]).toMatchObject({ file_id: expect.any(Number), url: expect.any(String) });
    // Answered questions name their result row: the per-question photo download needs it.
    const answered = questions.filter((question: { value: unknown }) => question.value !== null);
    expect(answered.length).toBeGreaterThan(0);
    for (const question of answered) {
      expect(question).toMatchObject({ question_result_id: expect.any(Number) });
    }
    expect(body.actions).toMatchObject({
      can_reset_to_new: body.status !== 'new',
      can_delete: true,
      can_toggle_geo: true,
      can_schedule_joint_tour: true,
    });

    // The same details under the feed's path; no restored sign, no delete for a supervisor.
    const feed = await test.app.inject({
      method: 'GET',
      url: `/svc/main/feeds/${id}/`,
      headers: supervisor,
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.json()).toMatchObject({ id, is_restored: false, actions: { can_delete: false } });
  });

  it('answers 404 outside the caller’s projects and for unknown visits', async () => {
    const db = test.database.db;
    const [other] = await db
      .select({ id: visits.id })
      .from(visits)
      .where(ne(visits.project_id, projectId))
      .limit(1);
    const [user] = await db
      .insert(users)
      .values({ login: 'visits_scoped', last_name: 'Проверкин', first_name: 'Олег' })
      .returning({ id: users.id });
    await db.insert(user_projects).values({ user_id: user.id, project_id: projectId });
    const [role] = await db.select().from(roles).where(eq(roles.sys_name, 'leader'));
    await db.insert(user_roles).values({ user_id: user.id, role_id: role.id });
    const scoped = await bearerForId(test, user.id);

    expect((await get(pool[1], scoped)).statusCode).toBe(200);
    const outside = await get(other.id, scoped);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ detail: 'Визит не найден' });
    expect((await patch(other.id, { allow_without_geo: true }, scoped)).statusCode).toBe(404);
    expect((await get(2_000_000_000)).statusCode).toBe(404);
  });
});

describe('PATCH /svc/main/visits/{visit_id}/', () => {
  it('refuses Completed until the executor has saved data', async () => {
    const id = pool[2];
    await setVisit(id, { status: 'in_progress', has_saved_data: false });
    const refused = await patch(id, { status: 'completed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Исполнитель не сохранил данные визита' });
    expect((await get(id)).json().actions.can_complete).toBe(false);

    await setVisit(id, { has_saved_data: true });
    const done = await patch(id, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'completed', has_saved_data: true });
  });

  it('moves back to New deleting the executor’s answers and photo links', async () => {
    const db = test.database.db;
    const id = pool[3];
    const [visit] = await db.select().from(visits).where(eq(visits.id, id));
    const response = await patch(id, { status: 'new' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'new',
      photo_count: 0,
      has_saved_data: false,
    });
    const countOf = async (table: typeof file_links | typeof question_results) =>
      (await db.select({ n: count() }).from(table).where(eq(table.visit_id, id)))[0].n;
    expect(await countOf(question_results)).toBe(0);
    expect(await countOf(file_links)).toBe(0);
    const details = (await get(id)).json();
    expect(details).toMatchObject({ steps: [], started_at: null, photo_count: 0 });
    if (visit.user_id) {
      const [notice] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, visit.user_id),
            eq(notifications.title, 'Данные визита удалены'),
          ),
        );
      expect(notice.n).toBe(1);
    }
  });

  it('toggles the start without geo-check, one action per call', async () => {
    const id = pool[4];
    const on = await patch(id, { allow_without_geo: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, allow_without_geo: true });
    expect((await patch(id, { allow_without_geo: false })).json().allow_without_geo).toBe(false);
    expect((await patch(id, { allow_without_geo: true, status: 'new' })).statusCode).toBe(400);
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { status: 'planned' })).statusCode).toBe(400);
  });
});

describe('DELETE /svc/main/visits/{id}/', () => {
  it('needs the Delete right and hides the visit from the feed', async () => {
    const id = pool[5];
    const [visit] = await test.database.db.select().from(visits).where(eq(visits.id, id));
    const feed = async () =>
      (
        await test.app.inject({
          method: 'POST',
          url: '/svc/main/feeds/list/',
          headers: leader,
          payload: {
            number: visit.number,
            statuses: [],
            visit_type: visit.visit_type,
            date_range: { start: visit.visit_date, end: visit.visit_date },
          },
        })
      ).json().total;
    expect(await feed()).toBe(1);

    const refused = await test.app.inject({ method: 'DELETE', url: url(id), headers: supervisor });
    expect(refused.statusCode).toBe(403);
    const deleted = await test.app.inject({ method: 'DELETE', url: url(id), headers: leader });
    expect(deleted.statusCode).toBe(204);
    expect(await feed()).toBe(0);
    expect((await get(id)).statusCode).toBe(404);
    const again = await test.app.inject({ method: 'DELETE', url: url(id), headers: leader });
    expect(again.statusCode).toBe(404);
  });
});

describe('POST /svc/main/visits/{id}/joint_tour/', () => {
  const tour = (id: number, payload: object) =>
    test.app.inject({ method: 'POST', url: `${url(id)}joint_tour/`, payload, headers: supervisor });

  it('refuses a start later than the end and schedules a joint tour', async () => {
    const id = pool[6];
    const late = await tour(id, {
      planned_start: '2026-03-02T12:00:00Z',
      planned_end: '2026-03-02T10:00:00Z',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('Начало визита не может быть позже окончания');

    const created = await tour(id, {
      planned_start: '2026-03-02T10:00:00+03:00',
      planned_end: '2026-03-02T12:00:00+03:00',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ visit_type: 'joint_tour', status: 'planned' });
    const db = test.database.db;
    const [source] = await db.select().from(visits).where(eq(visits.id, id));
    const [row] = await db.select().from(visits).where(eq(visits.id, body.id));
    expect(row).toMatchObject({
      project_outlet_id: source.project_outlet_id,
      user_id: source.user_id,
      visit_date: '2026-03-02',
    });

    const [stranger] = await db
      .insert(users)
      .values({ login: 'visits_stranger', last_name: 'Чужой', first_name: 'Пётр' })
      .returning({ id: users.id });
    const outsider = await tour(id, {
      manager_id: stranger.id,
      planned_start: '2026-03-02T10:00:00Z',
      planned_end: '2026-03-02T12:00:00Z',
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().detail).toBe('Менеджер не состоит в проекте визита');
  });
});
