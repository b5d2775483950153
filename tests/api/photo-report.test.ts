import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, not } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  file_links,
  files,
  outlets,
  project_outlets,
  projects,
  visits,
} from '#server/db/schema/index';
import { EXPORT_MESSAGES } from '#src/contracts/exports';
import { PHOTO_REPORT_MESSAGES, type PhotoReportItem } from '#src/contracts/photo-report';
import { bearerFor, bearerForId } from './support/auth';
import { askExport, downloaded, runExport, xlsxSheets } from './support/exports';
import { addMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
type Page = { items: PhotoReportItem[]; total: number };

let test: TestApp;
let supervisor: Headers;
let foreign: Headers;
let withoutReport: Headers;
let project: number;
let otherProject: number;
/** A seeded visit with photos: its day is the period the tests ask for. */
let visit: { id: number; date: string; outletId: number; userId: number | null };

const LIST = '/svc/main/photo_report/list/';
const list = (headers: Headers, body: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: LIST, headers, payload: body });
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const period = () => ({ start: visit.date, end: visit.date });

/** The day's photos of the project, as stored: non-preview visit links of live visits. */
async function storedPhotos(projectId: number, day: string) {
  return test.database.db
    .select({ sha256: files.sha256, outlet: project_outlets.name, outletName: outlets.name })
    .from(file_links)
    .innerJoin(files, eq(files.id, file_links.file_id))
    .innerJoin(visits, eq(visits.id, file_links.visit_id))
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .where(
      and(
        eq(visits.project_id, projectId),
        eq(visits.visit_date, day),
        isNull(visits.deleted_at),
        eq(file_links.generic_type, 'SFA_VISIT'),
        not(file_links.is_preview),
      ),
    );
}

beforeAll(async () => {
  test = await createTestApp();
  const { db } = test.database;
  [{ id: project }, { id: otherProject }] = await db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id);
  supervisor = await bearerFor(test, 'supervisor');
  foreign = await bearerForId(
    test,
    await addMember(db, 'photo-foreign', ['photo_report'], [otherProject]),
  );
  withoutReport = await bearerForId(
    test,
    await addMember(db, 'photo-none', ['visits_report'], [project]),
  );
  const [row] = await db
    .select({
      id: visits.id,
      date: visits.visit_date,
      outletId: visits.project_outlet_id,
      userId: visits.user_id,
    })
    .from(visits)
    .where(
      and(eq(visits.project_id, project), gt(visits.photo_count, 2), isNull(visits.deleted_at)),
    )
    .limit(1);
  visit = row;
});
afterAll(() => test.close());

describe('the photo report list', () => {
  it("lists the day's photos by outlet, each with its visit, executor and thumbnail", async () => {
    const stored = await storedPhotos(project, visit.date);
    const response = await list(supervisor, {
      project_ids: [project],
      date_range: period(),
      limit: 500,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page>();
    expect(page.total).toBe(stored.length);
    expect(page.items).toHaveLength(stored.length);
    const outletNames = page.items.map((item) => item.outlet.name);
    expect(outletNames).toEqual([...outletNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(page.items.map((item) => item.visit_date))).toEqual(new Set([visit.date]));
    expect(page.items.every((item) => item.preview_file_id === null)).toBe(true);

    // A preview link naming a photo's link is its thumbnail.
    const first = page.items[0];
    const [link] = await test.database.db
      .select()
      .from(file_links)
      .where(eq(file_links.id, first.id));
    await test.database.db.insert(file_links).values({
      generic_type: 'SFA_VISIT',
      generic_id: link.generic_id,
      visit_id: link.visit_id,
      file_id: link.file_id,
      is_preview: true,
      extend_data: { original_file_link_id: link.id },
    });
    const again = await list(supervisor, { project_ids: [project], date_range: period() });
    const items = again.json<Page>().items;
    expect(items.find((item) => item.id === first.id)?.preview_file_id).toBe(link.file_id);
    // The preview is no photo of its own.
    expect(again.json<Page>().total).toBe(stored.length);
  });

  it('narrows to an outlet, an executor and a question', async () => {
    const base = { project_ids: [project], date_range: period(), limit: 500 };
    const byOutlet = (
      await list(supervisor, { ...base, project_outlet_ids: [visit.outletId] })
    ).json<Page>().items;
    expect(byOutlet.length).toBeGreaterThan(2);
    expect(new Set(byOutlet.map((item) => item.outlet.id))).toEqual(new Set([visit.outletId]));
    if (visit.userId !== null) {
      const byUser = (await list(supervisor, { ...base, user_ids: [visit.userId] })).json<Page>();
      expect(byUser.total).toBeGreaterThan(0);
      expect(byUser.items.every((item) => item.user?.id === visit.userId)).toBe(true);
    }
    const question = byOutlet.find((item) => item.question !== null)?.question;
    expect(question).toBeDefined();
    const byQuestion = (
      await list(supervisor, { ...base, question_ids: [question?.id] })
    ).json<Page>();
    expect(byQuestion.total).toBeGreaterThan(0);
    expect(byQuestion.items.every((item) => item.question?.id === question?.id)).toBe(true);
  });

  it("keeps to the caller's projects: another project's member gets none of them", async () => {
    const foreignProject = await list(foreign, { project_ids: [project], date_range: period() });
    expect(foreignProject.statusCode).toBe(403);
    const own = await list(foreign, { project_ids: [otherProject], date_range: period() });
    expect(own.statusCode).toBe(200);
    const ids = new Set(
      (await list(supervisor, { project_ids: [project], date_range: period(), limit: 500 }))
        .json<Page>()
        .items.map((item) => item.id),
    );
    expect(own.json<Page>().items.some((item) => ids.has(item.id))).toBe(false);
    const noRight = await list(withoutReport, { project_ids: [project], date_range: period() });
    expect(noRight.statusCode).toBe(403);
  });

  it("offers the projects' photo questions as the question filter's choices", async () => {
    const url = '/svc/main/photo_report/questions/';
    const asked = (headers: Headers, projectIds: number[]) =>
      test.app.inject({ method: 'POST', url, headers, payload: { project_ids: projectIds } });
    const own = await asked(supervisor, [project]);
    expect(own.statusCode, own.body).toBe(200);
    const items = own.json<{ items: { id: number; name: string }[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    const photographed = (
      await list(supervisor, { project_ids: [project], date_range: period(), limit: 500 })
    )
      .json<Page>()
      .items.flatMap((item) => (item.question ? [item.question.id] : []));
    const offered = new Set(items.map((item) => item.id));
    expect(photographed.every((id) => offered.has(id))).toBe(true);
    expect((await asked(foreign, [project])).statusCode).toBe(403);
  });

  it('needs a project and a period', async () => {
    const response = await list(supervisor, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'project_ids', message: PHOTO_REPORT_MESSAGES.needsProject },
        { field: 'date_range', message: PHOTO_REPORT_MESSAGES.needsDateRange },
      ]),
    );
  });
});

describe('the photo report exports', () => {
  it('writes one line a photo with its link, under the report headers', async () => {
    const stored = await storedPhotos(project, visit.date);
    const columns = [
      { key: 'visit_date', header: 'Дата визита' },
      { key: 'outlet_name', header: 'Торговая точка' },
      { key: 'url', header: 'Ссылка на фото' },
    ];
    const ended = await runExport(test, supervisor, {
      kind: 'photo_report',
      params: { project_ids: [project], date_range: period() },
      columns,
      format: 'xlsx',
    });
    expect(ended.status, ended.error ?? '').toBe('completed');
    expect(ended.row_count).toBe(stored.length);
    const file = await downloaded(test, supervisor, ended.id);
    const [sheet] = await xlsxSheets(file.rawPayload);
    expect(sheet.rows[0]).toEqual(columns.map((column) => column.header));
    expect(sheet.rows).toHaveLength(stored.length + 1);
    expect(String(sheet.rows[1][2])).toMatch(/^\/svc\/files\/api\/v1\/files\/\d+\/content\/$/);
  });

  it('archives the photos themselves in folders by day and outlet', async () => {
    const stored = await storedPhotos(project, visit.date);
    const ended = await runExport(test, supervisor, {
      kind: 'photo_report_zip',
      params: { project_ids: [project], date_range: period() },
      format: 'zip',
    });
    expect(ended.status, ended.error ?? '').toBe('completed');
    expect(ended.row_count).toBe(stored.length);
    expect(ended.progress).toEqual({ done: stored.length, total: stored.length });
    expect(ended.file_name).toMatch(/\.zip$/);
    const file = await downloaded(test, supervisor, ended.id);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(entries);
    expect(names).toHaveLength(stored.length);
    const folders = new Set(
      stored.map(
        (row) => `${visit.date}/${(row.outlet ?? row.outletName).replace(/[/\\:*?"<>|]/g, '_')}`,
      ),
    );
    for (const name of names) {
      const parts = name.split('/');
      expect(parts).toHaveLength(3);
      expect(folders).toContain(`${parts[0]}/${parts[1]}`);
      expect(parts[2]).toMatch(/^\d+_.+_\d+\.jpg$/);
    }
    // Byte for byte the stored photos, each once.
    expect(Object.values(entries).map(sha256).sort()).toEqual(
      stored.map((row) => row.sha256).sort(),
    );
  });

  it('needs a project and a period, the archive format, and the photo report right', async () => {
    const noProject = await askExport(test, supervisor, {
      kind: 'photo_report_zip',
      params: { date_range: period() },
      format: 'zip',
    });
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().errors).toEqual([
      { field: 'params.project_ids', message: EXPORT_MESSAGES.needsProject },
    ]);
    const noRange = await askExport(test, supervisor, {
      kind: 'photo_report',
      params: { project_ids: [project] },
      columns: [{ key: 'url', header: 'Ссылка' }],
    });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().errors).toEqual([
      { field: 'params.date_range', message: EXPORT_MESSAGES.needsDateRange },
    ]);
    const asTable = await askExport(test, supervisor, {
      kind: 'photo_report_zip',
      params: { project_ids: [project], date_range: period() },
      format: 'xlsx',
    });
    expect(asTable.statusCode).toBe(400);
    expect(asTable.json().errors).toEqual([
      { field: 'format', message: EXPORT_MESSAGES.unknownFormat },
    ]);
    const denied = await askExport(test, withoutReport, {
      kind: 'photo_report',
      params: { project_ids: [project], date_range: period() },
      columns: [{ key: 'url', header: 'Ссылка' }],
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(EXPORT_MESSAGES.photoReportDenied);
  });
});
