import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import {
  matrices,
  matrix_rules,
  matrix_skus,
  project_outlets,
  projects,
  roles,
  sku,
  user_projects,
  user_roles,
  users,
  visits,
} from '#server/db/schema/index';
import { EXPORT_MESSAGES, type ExportKindInfo } from '#src/contracts/exports';
import { bearerFor } from './support/auth';
import { askExport, downloaded, runExport, xlsxSheets } from './support/exports';
import { filledTemplate, runImport } from './support/imports';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let db: Database;
const who: Record<string, Headers> = {};
let project: number;
/** A week of the project with planned visits (the demo plans the days around today). */
let week: { start: string; end: string };

const REPORTS = [
  'visits_by_schedule',
  'visits_by_import',
  'visits_by_matrices',
  'integration_report',
];

async function kindsOf(login: string): Promise<ExportKindInfo[]> {
  const response = await test.app.inject({
    method: 'GET',
    url: '/svc/export/api/v1/exports/kinds/',
    headers: who[login],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ExportKindInfo[] }>().items;
}

/** A report as its file reads: the header, then the lines as the cells' values. */
async function report(
  login: string,
  kind: string,
  params: Record<string, unknown>,
  keys: string[],
) {
  const headers = who[login];
  const ended = await runExport(test, headers, {
    kind,
    params,
    columns: keys.map((key) => ({ key, header: `Колонка ${key}` })),
  });
  expect(ended.status, ended.error ?? '').toBe('completed');
  expect(ended.label).not.toBe(kind);
  const [sheet] = await xlsxSheets((await downloaded(test, headers, ended.id)).rawPayload);
  expect(sheet.rows[0]).toEqual(keys.map((key) => `Колонка ${key}`));
  return { ended, lines: sheet.rows.slice(1) };
}

const period = () => ({ project_ids: [project], date_range: week });

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  for (const login of ['administrator', 'client', 'supervisor', 'report_viewer', 'analyst']) {
    who[login] = await bearerFor(test, login);
  }
  [{ id: project }] = await db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id)
    .limit(1);
  const [planned] = await db
    .select({ day: visits.visit_date })
    .from(visits)
    .where(and(eq(visits.project_id, project), isNotNull(visits.planned_start)))
    .orderBy(asc(visits.visit_date))
    .limit(1);
  const end = new Date(`${planned.day}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  week = { start: planned.day, end: end.toISOString().slice(0, 10) };
});
afterAll(() => test?.close());

describe('the report kinds', () => {
  it('are offered with their headers and needs to whom may run them', async () => {
    const visitReports = (kinds: ExportKindInfo[]) =>
      kinds.filter((kind) => REPORTS.includes(kind.kind));
    const reports = visitReports(await kindsOf('administrator'));
    expect(reports.map((kind) => kind.kind).sort()).toEqual([...REPORTS].sort());
    expect(reports.every((kind) => kind.group === 'report')).toBe(true);
    for (const kind of reports) {
      expect(kind.columns.every((column) => column.header)).toBe(true);
      expect(kind.filters).toContain('project_ids');
    }
    const schedule = reports.find((kind) => kind.kind === 'visits_by_schedule');
    expect(schedule?.requires).toEqual({ project: true, date_range: true });
    expect(schedule?.label).toBe('Визиты по графику');
    // A report viewer reads every report; a client reads none of these (no schedule, matrix,
    // imports or integration rights).
    const viewer = visitReports(await kindsOf('report_viewer'));
    expect(viewer.map((kind) => kind.kind).sort()).toEqual([...REPORTS].sort());
    expect(visitReports(await kindsOf('client'))).toEqual([]);
  });

  it("refuses with the spec's denial of each report", async () => {
    const ask = (login: string, kind: string) =>
      askExport(test, who[login], {
        kind,
        params: period(),
        columns: [{ key: 'number', header: 'Номер' }],
      });
    for (const [kind, message] of [
      ['visits_by_schedule', EXPORT_MESSAGES.scheduleDenied],
      ['visits_by_matrices', EXPORT_MESSAGES.matrixDenied],
      ['integration_report', EXPORT_MESSAGES.integrationDenied],
    ]) {
      const refused = await ask('client', kind);
      expect(refused.statusCode, kind).toBe(403);
      expect(refused.json().detail).toBe(message);
    }
    // A supervisor reads the schedule but is no one the integration report is for.
    const supervisor = await ask('supervisor', 'integration_report');
    expect(supervisor.statusCode).toBe(403);
    expect(supervisor.json().detail).toBe(EXPORT_MESSAGES.integrationDenied);
  });

  it('needs a project and a period', async () => {
    const refused = await askExport(test, who.administrator, {
      kind: 'visits_by_schedule',
      params: {},
      columns: [{ key: 'number', header: 'Номер' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'params.project_ids', message: EXPORT_MESSAGES.needsProject },
      { field: 'params.date_range', message: EXPORT_MESSAGES.needsDateRange },
    ]);
  });
});

describe('visits by schedule', () => {
  it('lists every planned visit of the period by day, with status in words and the delay', async () => {
    const [late] = await db
      .select({ id: visits.id, number: visits.number, start: visits.planned_start })
      .from(visits)
      .where(
        and(
          eq(visits.project_id, project),
          isNotNull(visits.planned_start),
          isNull(visits.deleted_at),
          eq(visits.visit_date, week.start),
        ),
      )
      .limit(1);
    const startedAt = new Date((late.start?.getTime() ?? 0) + 10 * 60_000 + 30_000);
    await db
      .update(visits)
      .set({ status: 'completed', started_at: startedAt, duration: 1500 })
      .where(eq(visits.id, late.id));
    const inWeek = await db
      .select({ day: visits.visit_date })
      .from(visits)
      .where(
        and(
          eq(visits.project_id, project),
          isNotNull(visits.planned_start),
          isNull(visits.deleted_at),
        ),
      );
    const expected = inWeek.filter((v) => v.day >= week.start && v.day <= week.end).length;
    const { ended, lines } = await report('administrator', 'visits_by_schedule', period(), [
      'number',
      'visit_date',
      'status',
      'late_minutes',
      'duration_minutes',
    ]);
    expect(ended.label).toBe('Визиты по графику');
    expect(lines).toHaveLength(expected);
    expect(ended.row_count).toBe(expected);
    const days = lines.map((line) => (line[1] as Date).toISOString().slice(0, 10));
    expect(days).toEqual([...days].sort());
    const mine = lines.find((line) => line[0] === late.number);
    expect(mine?.slice(2)).toEqual(['Выполнен', 11, 25]);
  });
});

describe('visits by import', () => {
  it('lists the visits an import of routes planned, and only those', async () => {
    const [outlet] = await db
      .select({ code: project_outlets.external_code })
      .from(project_outlets)
      .where(
        and(
          eq(project_outlets.project_id, project),
          eq(project_outlets.is_active, true),
          isNotNull(project_outlets.external_code),
        ),
      )
      .orderBy(asc(project_outlets.id))
      .limit(1);
    const [executor] = await db
      .selectDistinct({ login: users.login, id: users.id })
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
      .orderBy(asc(users.id))
      .limit(1);
    const route = (weekday: string) => ({
      executor: executor.login,
      external_code: outlet.code ?? '',
      weekday,
      date_from: '01.04.2027',
      date_to: '30.04.2027',
      start_time: '09:00',
      end_time: '10:00',
    });
    const importOf = async (weekday: string) => {
      const file = await filledTemplate(test, who.administrator, 'ROUTES', [route(weekday)]);
      return runImport(test, who.administrator, { kind: 'ROUTES', projectId: project, file });
    };
    const mondays = await importOf('Понедельник');
    const fridays = await importOf('Пятница');
    expect(mondays.counts.created).toBe(1);
    expect(fridays.counts.created).toBe(1);

    const { lines } = await report(
      'administrator',
      'visits_by_import',
      { project_ids: [project], import_id: mondays.id },
      ['visit_date', 'executor', 'status'],
    );
    const days = lines.map((line) => (line[0] as Date).toISOString().slice(0, 10));
    expect(days).toEqual(['2027-04-05', '2027-04-12', '2027-04-19', '2027-04-26']);
    expect(lines.every((line) => line[2] === 'Запланирован')).toBe(true);
    expect(lines.every((line) => typeof line[1] === 'string' && line[1] !== '')).toBe(true);

    // The other import's visits are its own: the Fridays.
    const other = await report(
      'administrator',
      'visits_by_import',
      { project_ids: [project], import_id: fridays.id },
      ['visit_date'],
    );
    expect(other.lines.map((line) => (line[0] as Date).toISOString().slice(0, 10))).toEqual([
      '2027-04-02',
      '2027-04-09',
      '2027-04-16',
      '2027-04-23',
      '2027-04-30',
    ]);
  });
});

describe('visits by matrices', () => {
  it('gives a visit a line per matrix in force at its outlet on its day', async () => {
    const [visit] = await db
      .select({
        id: visits.id,
        number: visits.number,
        outlet: visits.project_outlet_id,
      })
      .from(visits)
      .where(
        and(
          eq(visits.project_id, project),
          eq(visits.visit_date, week.start),
          isNull(visits.deleted_at),
        ),
      )
      .orderBy(asc(visits.id))
      .limit(1);
    const products = await db.select({ id: sku.id }).from(sku).orderBy(asc(sku.id)).limit(3);
    const made = [];
    for (const name of ['Матрица отчёта А', 'Матрица отчёта Б']) {
      const [matrix] = await db
        .insert(matrices)
        .values({ project_id: project, name, code: name.slice(-1) })
        .returning({ id: matrices.id });
      await db
        .insert(matrix_rules)
        .values({ matrix_id: matrix.id, project_outlet_id: visit.outlet });
      made.push(matrix.id);
    }
    await db.insert(matrix_skus).values([
      { matrix_id: made[0], sku_id: products[0].id, is_required: true },
      { matrix_id: made[0], sku_id: products[1].id, is_required: false },
      { matrix_id: made[1], sku_id: products[2].id, is_required: true },
    ]);
    const { ended, lines } = await report(
      'report_viewer',
      'visits_by_matrices',
      { project_ids: [project], date_range: { start: week.start, end: week.start } },
      ['number', 'matrix', 'sku_count', 'required_sku_count'],
    );
    const ofVisit = lines.filter(
      (line) => line[0] === visit.number && String(line[1]).startsWith('Матрица отчёта'),
    );
    expect(ofVisit).toEqual([
      [visit.number, 'Матрица отчёта А', 2, 1],
      [visit.number, 'Матрица отчёта Б', 1, 1],
    ]);
    // Every visit of the day has a line even without a matrix, and the count says so.
    expect(ended.row_count).toBe(lines.length);
    expect(ended.progress.total).toBe(lines.length);
  });
});

describe('the integration report', () => {
  it('gives the visits by their codes to a report viewer', async () => {
    const { lines } = await report('analyst', 'integration_report', period(), [
      'visit_id',
      'status_code',
      'is_checked',
    ]);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => typeof line[0] === 'number')).toBe(true);
    const codes = new Set(lines.map((line) => line[1]));
    expect([...codes].every((code) => /^[a-z_]+$/.test(String(code)))).toBe(true);
  });

  it('stays in the caller’s projects', async () => {
    // A project the report viewer is not in (the demo puts them in every one).
    const [foreign] = await db
      .insert(projects)
      .values({ name: 'Проект без просмотра', code: 'REPORTS-FOREIGN' })
      .returning({ id: projects.id });
    const refused = await askExport(test, who.report_viewer, {
      kind: 'integration_report',
      params: { project_ids: [foreign.id], date_range: week },
      columns: [{ key: 'visit_id', header: 'ID' }],
    });
    expect(refused.statusCode).toBe(403);
  });
});
