import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  file_links,
  projects,
  question_results,
  user_projects,
  visits,
} from '#server/db/schema/index';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};
let source: typeof visits.$inferSelect;
let foreignVisit: number;
/** An active member of the source visit's project other than its executor. */
let executor: number;
let outsider: number;

const copyUrl = (visitId: number) => `/svc/main/restored_visits/copy/${visitId}/`;
const copy = (visitId: number, headers: Headers, payload: object) =>
  test.app.inject({ method: 'POST', url: copyUrl(visitId), headers, payload });

const body = (overrides: object = {}) => ({
  visit_date: '2026-12-01',
  user_id: executor,
  planned_start: '2026-12-01T09:00:00+03:00',
  planned_end: '2026-12-01T10:30:00+03:00',
  ...overrides,
});

async function memberOf(projectId: number, not: number | null) {
  const [row] = await test.database.db
    .select({ id: user_projects.user_id })
    .from(user_projects)
    .where(
      and(
        eq(user_projects.project_id, projectId),
        eq(user_projects.is_active, true),
        not === null ? undefined : ne(user_projects.user_id, not),
      ),
    )
    .limit(1);
  return row.id;
}

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'supervisor', 'client']) {
    who[login] = await bearerFor(test, login);
  }
  const db = test.database.db;
  const [first, second] = await db.select({ id: projects.id }).from(projects).orderBy(projects.id);
  const visitOf = async (projectId: number) => {
    const [visit] = await db
      .select()
      .from(visits)
      .where(
        and(
          eq(visits.project_id, projectId),
          eq(visits.status, 'completed'),
          eq(visits.has_saved_data, true),
          isNull(visits.deleted_at),
        ),
      )
      .limit(1);
    return visit;
  };
  source = await visitOf(first.id);
  foreignVisit = (await visitOf(second.id)).id;
  executor = await memberOf(first.id, source.user_id);
  // Someone of the second project who is not in the first.
  const firstMembers = await db
    .select({ id: user_projects.user_id })
    .from(user_projects)
    .where(eq(user_projects.project_id, first.id));
  const inFirst = new Set(firstMembers.map((row) => row.id));
  const secondMembers = await db
    .select({ id: user_projects.user_id })
    .from(user_projects)
    .where(eq(user_projects.project_id, second.id));
  outsider = secondMembers.find((row) => !inFirst.has(row.id))?.id ?? 0;
});
afterAll(() => test.close());

describe('POST /svc/main/restored_visits/copy/{visit_id}/', () => {
  it("copies the visit's header, not its results, as a restored planned visit", async () => {
    const response = await copy(source.id, who.supervisor, body());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      status: 'planned',
      visit_type: source.visit_type,
      visit_date: '2026-12-01',
      planned_start: '2026-12-01T06:00:00.000Z',
      planned_end: '2026-12-01T07:30:00.000Z',
      user_id: executor,
      restored_from_visit_id: source.id,
    });
    expect(created.number).not.toBe(source.number);

    const db = test.database.db;
    const [row] = await db.select().from(visits).where(eq(visits.id, created.id));
    expect(row).toMatchObject({
      is_restored: true,
      project_id: source.project_id,
      project_outlet_id: source.project_outlet_id,
      manager_id: source.manager_id,
      city_id: source.city_id,
      branch_id: source.branch_id,
      territory_id: source.territory_id,
      project_retail_id: source.project_retail_id,
      external_code: source.external_code,
      has_saved_data: false,
      photo_count: 0,
      started_at: null,
      finished_at: null,
    });
    const [results] = await db
      .select({ n: count() })
      .from(question_results)
      .where(eq(question_results.visit_id, created.id));
    const [photos] = await db
      .select({ n: count() })
      .from(file_links)
      .where(eq(file_links.visit_id, created.id));
    expect([results.n, photos.n]).toEqual([0, 0]);

    // Listed among the restored visits of that day for a role that may see the sign.
    const list = await test.app.inject({
      method: 'POST',
      url: '/svc/main/feeds/list/',
      headers: who.administrator,
      payload: {
        is_restored: true,
        statuses: [],
        date_range: { start: '2026-12-01', end: '2026-12-01' },
      },
    });
    const items = list.json().items as { id: number; is_restored: boolean }[];
    expect(items.find((item) => item.id === created.id)).toMatchObject({ is_restored: true });
  });

  it('creates it as new when asked', async () => {
    const response = await copy(source.id, who.supervisor, body({ status: 'new' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('new');
    const refused = await copy(source.id, who.supervisor, body({ status: 'completed' }));
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a start later than the end', async () => {
    const response = await copy(
      source.id,
      who.supervisor,
      body({ planned_start: '2026-12-01T11:00:00+03:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Начало визита не может быть позже окончания',
      errors: [{ field: 'planned_end', message: 'Начало визита не может быть позже окончания' }],
    });
  });

  it("refuses an executor from outside the visit's project", async () => {
    expect(outsider).toBeGreaterThan(0);
    const response = await copy(source.id, who.supervisor, body({ user_id: outsider }));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Исполнитель не состоит в проекте визита');
  });

  it("answers 404 for a visit outside the caller's projects", async () => {
    const response = await copy(foreignVisit, who.supervisor, body());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Визит не найден' });
    expect((await copy(999999, who.supervisor, body())).statusCode).toBe(404);
  });

  it('needs the right to create in the feed', async () => {
    const response = await copy(source.id, who.client, body());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Недостаточно прав' });
  });
});
