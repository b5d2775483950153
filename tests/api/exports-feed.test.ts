import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { projects, user_projects, users, visits } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { EXPORT_MESSAGES, type ExportCreate } from '#src/contracts/exports';
import type { FeedItem } from '#src/contracts/feeds';
import { bearerFor } from './support/auth';
import { askExport, downloaded, runExport, xlsxSheets } from './support/exports';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let db: Database;
let admin: Headers;
let project: number;

/** More visits than one read of the keyset (20 batches of 1,000): it must carry on past it. */
const EXTRA_VISITS = 21_000;

const month = () => {
  const start = new Date(Date.now() - 40 * 24 * 3600 * 1000);
  return { start: todayIso(start), end: todayIso() };
};

async function feedPage(headers: Headers, filter: object, offset = 0, limit = 1000) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/svc/main/feeds/list/',
    headers,
    payload: { ...filter, limit, offset },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: FeedItem[]; total: number }>();
}

/** Every visit of the feed for the filter, page by page. */
async function feedAll(headers: Headers, filter: object): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await feedPage(headers, filter, offset);
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

/** The export's only sheet, header first. */
async function exportedRows(headers: Headers, body: ExportCreate) {
  const ended = await runExport(test, headers, body);
  expect(ended.status, ended.error ?? '').toBe('completed');
  const file = await downloaded(test, headers, ended.id);
  expect(file.statusCode).toBe(200);
  const [sheet] = await xlsxSheets(file.rawPayload);
  return { ended, rows: sheet.rows };
}

const feedExport = (params: Record<string, unknown>, keys: string[]): ExportCreate => ({
  kind: 'visit_feed',
  title: 'Лента визитов',
  params,
  columns: keys.map((key) => ({ key, header: key })),
});

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  [{ id: project }] = await db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id)
    .limit(1);
  const [model] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.project_id, project),
        eq(visits.status, 'completed'),
        eq(visits.visit_type, 'visit'),
        eq(visits.visit_date, todayIso()),
      ),
    )
    .limit(1);
  // Copies of one visit started a microsecond apart, fifty at each moment: a cursor kept to the
  // millisecond would skip rows, and the id must break the ties where a read ends among them.
  // Audits, so that only the test that asks for them exports them all.
  await db.execute(sql`
    insert into visits (project_id, project_outlet_id, user_id, manager_id, project_retail_id,
                        branch_id, territory_id, city_id, visit_type, status, visit_date,
                        planned_start, planned_end, started_at, finished_at, duration, photo_count,
                        is_restored, is_checked, external_code)
    select project_id, project_outlet_id, user_id, manager_id, project_retail_id, branch_id,
           territory_id, city_id, 'audit', status, visit_date, planned_start, planned_end,
           started_at - make_interval(secs => (i / 50) * 0.000001), finished_at, duration,
           photo_count, is_restored, is_checked, external_code
    from visits, generate_series(1, ${EXTRA_VISITS}) i
    where visits.id = ${model.id}`);
});
afterAll(() => test?.close());

describe('the visit feed export', () => {
  it('writes every visit of the feed’s filter once, in the columns asked for', async () => {
    const filter = {
      project_ids: [project],
      date_range: month(),
      visit_type: 'audit',
      statuses: ['completed'],
    };
    const listed = await feedAll(admin, filter);
    expect(listed.length).toBeGreaterThan(EXTRA_VISITS);
    const { ended, rows } = await exportedRows(admin, {
      ...feedExport(filter, []),
      columns: [
        { key: 'number', header: 'Номер визита' },
        { key: 'outlet', header: 'Торговая точка' },
        { key: 'visit_date', header: 'Дата визита' },
      ],
    });
    expect(ended).toMatchObject({ row_count: listed.length, project_id: project });
    expect(rows[0]).toEqual(['Номер визита', 'Торговая точка', 'Дата визита']);
    const body = rows.slice(1);
    expect(body).toHaveLength(listed.length);
    // The feed's order, row by row: numbers, outlets by name, days as dates.
    expect(body.map((row) => String(row[0]))).toEqual(listed.map((item) => item.number));
    expect(new Set(body.map((row) => row[0])).size).toBe(listed.length);
    expect(body[0]?.[1]).toBe(listed[0]?.outlet.name);
    expect(body[0]?.[2]).toEqual(new Date(`${listed[0]?.visit_date}T00:00:00Z`));
  });

  it('writes the executor by full name and the moments as dates', async () => {
    const filter = { project_ids: [project], date_range: month() };
    const [first] = (await feedPage(admin, filter, 0, 1)).items;
    const { rows } = await exportedRows(admin, feedExport(filter, ['user', 'started_at']));
    const person = first?.user;
    const full = [person?.last_name, person?.first_name, person?.patronymic_name]
      .filter(Boolean)
      .join(' ');
    expect(rows[1]?.[0]).toBe(full);
    expect(rows[1]?.[1]).toBeInstanceOf(Date);
  });

  it('needs a project and a date range', async () => {
    const columns = [{ key: 'number', header: 'Номер' }];
    const noProject = await askExport(test, admin, {
      kind: 'visit_feed',
      params: { date_range: month() },
      columns,
    });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().errors).toEqual([
      { field: 'params.project_ids', message: EXPORT_MESSAGES.needsProject },
    ]);
    const noRange = await askExport(test, admin, {
      kind: 'visit_feed',
      params: { project_ids: [project] },
      columns,
    });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().errors).toEqual([
      { field: 'params.date_range', message: EXPORT_MESSAGES.needsDateRange },
    ]);
  });

  it('gives a client their projects’ visits only, and refuses another project', async () => {
    const client = await bearerFor(test, 'client');
    const [{ id: clientId }] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'client'));
    const own = await db
      .select({ id: user_projects.project_id })
      .from(user_projects)
      .where(eq(user_projects.user_id, clientId));
    const ownIds = own.map((row) => row.id);
    const filter = { project_ids: ownIds, date_range: month(), statuses: [] };
    const listed = await feedAll(client, filter);
    expect(listed.length).toBeGreaterThan(0);
    const { rows } = await exportedRows(client, feedExport(filter, ['number', 'project']));
    expect(rows).toHaveLength(listed.length + 1);
    const names = await db.select({ name: projects.name }).from(projects);
    const ownNames = new Set(listed.map((item) => item.project.name));
    expect(ownNames.size).toBeLessThan(names.length);
    expect(rows.slice(1).every((row) => ownNames.has(String(row[1])))).toBe(true);

    const [foreign] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(notInArray(projects.id, ownIds))
      .limit(1);
    const refused = await askExport(
      test,
      client,
      feedExport({ project_ids: [foreign.id], date_range: month() }, ['number']),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('shows the restored sign only with its right, and filters on it only then', async () => {
    const filter = { project_ids: [project], date_range: month(), statuses: [] };
    const restored = { ...filter, is_restored: true };
    const shown = await exportedRows(admin, feedExport(restored, ['number', 'is_restored']));
    expect(shown.rows.length).toBeGreaterThan(1);
    expect(shown.rows.slice(1).every((row) => row[1] === 'Да')).toBe(true);

    const supervisor = await bearerFor(test, 'supervisor');
    const all = await feedPage(supervisor, filter, 0, 1);
    const hidden = await exportedRows(supervisor, feedExport(restored, ['number', 'is_restored']));
    expect(hidden.rows).toHaveLength(all.total + 1);
    expect(hidden.rows.slice(1).every((row) => row[1] === 'Нет')).toBe(true);
  });
});
