import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import {
  export_jobs,
  files,
  notifications,
  projects,
  sku,
  user_projects,
  users,
} from '#server/db/schema/index';
import { releaseExpiredExportFiles } from '#server/jobs/cleanup/export-files';
import { EXPORT_MESSAGES, type Export, type ExportKindInfo } from '#src/contracts/exports';
import { bearerFor } from './support/auth';
import { askExport, downloaded, exportOf, runExport, xlsxSheets } from './support/exports';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let db: Database;
let admin: Headers;
let supervisor: Headers;
let client: Headers;
let project: number;

const PRODUCTS = 1800;

async function listTotal(headers: Headers, path: string, body: Record<string, unknown>) {
  const response = await test.app.inject({
    method: 'POST',
    url: `/svc/main${path}`,
    headers,
    payload: { ...body, limit: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ total: number }>().total;
}

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  supervisor = await bearerFor(test, 'supervisor');
  client = await bearerFor(test, 'client');
  [{ id: project }] = await db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id)
    .limit(1);
  // More products than one batch of the engine and than the browser's old export cap.
  await db.insert(sku).values(
    Array.from({ length: PRODUCTS }, (_, index) => ({
      name: `Выгружаемый товар ${String(index).padStart(4, '0')}`,
      code: `EXP-${index}`,
      article: index % 2 ? '=1+1' : null,
      project_id: project,
      is_active: index % 3 !== 0,
    })),
  );
});
afterAll(() => test?.close());

describe('the export kinds', () => {
  it('lists every catalog list with its filter keys and its typed row columns', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/svc/export/api/v1/exports/kinds/',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const kinds = response.json<{ items: ExportKindInfo[] }>().items;
    const products = kinds.find((kind) => kind.kind === 'sku');
    expect(products?.group).toBe('list');
    expect(products?.filters).toEqual(expect.arrayContaining(['search', 'is_active', 'sort']));
    expect(products?.filters).not.toContain('limit');
    const types = Object.fromEntries(products?.columns.map((c) => [c.key, c.type]) ?? []);
    expect(types).toMatchObject({ id: 'number', name: 'text', is_active: 'boolean' });
    expect(kinds.map((kind) => kind.kind)).toEqual(
      expect.arrayContaining(['outlets', 'project_outlets', 'projects', 'matrices', 'planograms']),
    );
  });
});

describe('a list export', () => {
  it('writes the filter’s rows, every one (past 1,000), in the columns asked for and their order', async () => {
    const filter = { search: 'Выгружаемый', is_active: true, sort: '-name' };
    const total = await listTotal(admin, '/v2/sku/list/', filter);
    expect(total).toBeGreaterThan(1000);
    const ended = await runExport(test, admin, {
      kind: 'sku',
      title: 'Товары',
      params: filter,
      columns: [
        { key: 'name', header: 'Название' },
        { key: 'article', header: 'Артикул' },
        { key: 'is_active', header: 'Активен' },
      ],
    });
    expect(ended).toMatchObject({
      status: 'completed',
      row_count: total,
      progress: { done: total, total },
      has_file: true,
      label: 'Товары',
      error: null,
    });
    expect(ended.file_name).toMatch(/^Товары \d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await downloaded(test, admin, ended.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent(ended.file_name));
    const [sheet] = await xlsxSheets(file.rawPayload);
    expect(sheet.rows[0]).toEqual(['Название', 'Артикул', 'Активен']);
    expect(sheet.rows).toHaveLength(total + 1);
    // The list's order (name descending), formula-like text defused, yes/no in words.
    const names = sheet.rows.slice(1).map((row) => row[0] as string);
    expect(names).toEqual([...names].sort().reverse());
    expect(sheet.rows.slice(1).find((row) => row[1] !== undefined && row[1] !== null)?.[1]).toBe(
      "'=1+1",
    );
    expect(new Set(sheet.rows.slice(1).map((row) => row[2]))).toEqual(new Set(['Да']));
  });

  it('writes CSV with the screen’s words for closed values and numbers as numbers', async () => {
    const ended = await runExport(test, admin, {
      kind: 'sku',
      format: 'csv',
      params: { search: 'Выгружаемый товар 000' },
      columns: [
        { key: 'id', header: 'ID' },
        { key: 'is_active', header: 'Статус', labels: { true: 'Активен', false: 'Выключен' } },
      ],
    });
    expect(ended.status).toBe('completed');
    const text = (await downloaded(test, admin, ended.id)).body;
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Статус');
    const total = await listTotal(admin, '/v2/sku/list/', { search: 'Выгружаемый товар 000' });
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(/^\d+;(Активен|Выключен)$/);
  });

  it('tells its author with a notification that links to it', async () => {
    const ended = await runExport(test, supervisor, {
      kind: 'projects',
      columns: [{ key: 'name', header: 'Проект' }],
    });
    expect(ended.status).toBe('completed');
    const [note] = await db
      .select()
      .from(notifications)
      .where(sql`${notifications.payload}->>'export_id' = ${String(ended.id)}`);
    expect(note).toMatchObject({ type: 'export', title: 'Выгрузка готова' });
    expect(note.payload).toMatchObject({ link: `/reports/${ended.id}` });
  });

  it('refuses a column the list has not, a kind there is not, and a filter the list refuses', async () => {
    const unknownColumn = await askExport(test, admin, {
      kind: 'sku',
      columns: [{ key: 'password', header: 'Пароль' }],
    });
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().errors).toEqual([
      { field: 'columns.0.key', message: EXPORT_MESSAGES.unknownColumn },
    ]);
    const unknownKind = await askExport(test, admin, {
      kind: 'nothing',
      columns: [{ key: 'id', header: 'ID' }],
    });
    expect(unknownKind.statusCode).toBe(400);
    const badFilter = await askExport(test, admin, {
      kind: 'sku',
      params: { is_active: 'maybe' },
      columns: [{ key: 'id', header: 'ID' }],
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors[0].field).toBe('params.is_active');
  });
});

describe('who sees what', () => {
  it('keeps an export its author’s: another user gets a 404, an administrator sees it', async () => {
    const ended = await runExport(test, supervisor, {
      kind: 'projects',
      columns: [{ key: 'name', header: 'Проект' }],
    });
    const other = await test.app.inject({
      method: 'GET',
      url: `/svc/export/api/v1/exports/${ended.id}/`,
      headers: client,
    });
    expect(other.statusCode).toBe(404);
    expect((await downloaded(test, client, ended.id)).statusCode).toBe(404);
    expect((await exportOf(test, admin, ended.id)).user?.id).toBeGreaterThan(0);
    const mine = await test.app.inject({
      method: 'POST',
      url: '/svc/export/api/v1/exports/list/',
      headers: client,
      payload: {},
    });
    expect(mine.json<{ items: Export[] }>().items.map((item) => item.id)).not.toContain(ended.id);
  });

  it('gives a user only the rows of their projects, and refuses a project not theirs', async () => {
    const [{ id: supervisorId }] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'supervisor'));
    const memberships = await db
      .select({ projectId: user_projects.project_id })
      .from(user_projects)
      .where(and(eq(user_projects.user_id, supervisorId), eq(user_projects.is_active, true)));
    const own = new Set(memberships.map((row) => row.projectId));
    const ended = await runExport(test, supervisor, {
      kind: 'project_outlets',
      columns: [{ key: 'project_id', header: 'Проект' }],
    });
    expect(ended.status).toBe('completed');
    const [sheet] = await xlsxSheets((await downloaded(test, supervisor, ended.id)).rawPayload);
    const rows = sheet.rows.slice(1);
    expect(rows.length).toBe(await listTotal(supervisor, '/project_outlets/list/', {}));
    expect(rows.length).toBeGreaterThan(0);
    for (const [projectId] of rows) expect(own.has(projectId as number)).toBe(true);
    expect(rows.length).toBeLessThan(await listTotal(admin, '/project_outlets/list/', {}));

    const [foreign] = await db
      .insert(projects)
      .values({ name: 'Чужой для выгрузки', code: 'export-foreign' })
      .returning();
    const refused = await askExport(test, supervisor, {
      kind: 'project_outlets',
      params: { project_ids: [foreign.id] },
      columns: [{ key: 'id', header: 'ID' }],
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('an export’s life', () => {
  it('is cancelled before it runs, and runs again with the same filter and columns', async () => {
    const started = await askExport(test, admin, {
      kind: 'sku',
      params: { search: 'Выгружаемый' },
      columns: [{ key: 'name', header: 'Название' }],
    });
    const { id } = started.json<Export>();
    const cancel = await test.app.inject({
      method: 'POST',
      url: `/svc/export/api/v1/exports/${id}/cancel/`,
      headers: admin,
    });
    expect(cancel.statusCode).toBe(200);
    await test.app.jobs.runDue();
    const cancelled = await exportOf(test, admin, id);
    expect(cancelled).toMatchObject({ status: 'not_performed', error: EXPORT_MESSAGES.cancelled });
    const again = await test.app.inject({
      method: 'POST',
      url: `/svc/export/api/v1/exports/${id}/cancel/`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);

    const rerun = await test.app.inject({
      method: 'POST',
      url: `/svc/export/api/v1/exports/${id}/rerun/`,
      headers: admin,
    });
    expect(rerun.statusCode).toBe(202);
    await test.app.jobs.runDue();
    const second = await exportOf(test, admin, rerun.json<Export>().id);
    expect(second).toMatchObject({
      status: 'completed',
      params: cancelled.params,
      columns: cancelled.columns,
    });
    expect(second.row_count).toBeGreaterThan(1000);
  });

  it('keeps its file 7 days, then stays in the journal without it', async () => {
    const ended = await runExport(test, admin, {
      kind: 'projects',
      columns: [{ key: 'name', header: 'Проект' }],
    });
    const [{ fileId }] = await db
      .select({ fileId: export_jobs.file_id })
      .from(export_jobs)
      .where(eq(export_jobs.id, ended.id));
    await db
      .update(export_jobs)
      .set({ finished_at: sql`now() - interval '8 days'` })
      .where(eq(export_jobs.id, ended.id));
    expect(await releaseExpiredExportFiles(db)).toBeGreaterThanOrEqual(1);
    const kept = await exportOf(test, admin, ended.id);
    expect(kept).toMatchObject({ status: 'completed', has_file: false });
    expect((await downloaded(test, admin, ended.id)).json().detail).toBe(EXPORT_MESSAGES.noFile);
    // Unattached now: the retention job's file sweep takes it.
    const linked = await db
      .select({ id: export_jobs.id })
      .from(export_jobs)
      .where(and(inArray(export_jobs.file_id, [fileId ?? 0])));
    expect(linked).toEqual([]);
    expect(
      (
        await db
          .select()
          .from(files)
          .where(eq(files.id, fileId ?? 0))
      ).length,
    ).toBe(1);
  });
});
