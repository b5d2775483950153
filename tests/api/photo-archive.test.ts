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
  question_results,
  questions,
  roles,
  user_projects,
  user_roles,
  users,
  visits,
} from '#server/db/schema/index';
import { bearerFor, bearerForId } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let supervisor: Headers;
let client: Headers;
/** A visit with photos in the first project (the supervisor's and client's) and one elsewhere. */
let visit: { id: number; number: string; outlet: string; photos: number };
let foreignVisit: number;

const archiveUrl = (visitId: number) => `/svc/files/api/v1/photo_archives/visits/${visitId}/`;
const answerUrl = (id: number) => `/svc/files/api/v1/photo_archives/question_results/${id}/`;
const get = (url: string, headers: Headers) => test.app.inject({ method: 'GET', url, headers });
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The hashes of the visit's photos (non-preview SFA_VISIT links), from the database. */
async function storedHashes(visitId: number, questionId?: number) {
  const rows = await test.database.db
    .select({ sha256: files.sha256 })
    .from(file_links)
    .innerJoin(files, eq(files.id, file_links.file_id))
    .where(
      and(
        eq(file_links.visit_id, visitId),
        eq(file_links.generic_type, 'SFA_VISIT'),
        not(file_links.is_preview),
        questionId === undefined ? undefined : eq(file_links.object_id, questionId),
      ),
    );
  return rows.map((row) => row.sha256).sort();
}

async function visitWithPhotos(projectId: number) {
  const [row] = await test.database.db
    .select({
      id: visits.id,
      number: visits.number,
      outlet: project_outlets.name,
      outletName: outlets.name,
      photos: visits.photo_count,
    })
    .from(visits)
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .where(
      and(eq(visits.project_id, projectId), gt(visits.photo_count, 2), isNull(visits.deleted_at)),
    )
    .limit(1);
  return { ...row, outlet: row.outlet ?? row.outletName };
}

beforeAll(async () => {
  test = await createTestApp();
  supervisor = await bearerFor(test, 'supervisor');
  client = await bearerFor(test, 'client');
  const [first, second] = await test.database.db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id);
  visit = await visitWithPhotos(first.id);
  foreignVisit = (await visitWithPhotos(second.id)).id;
});
afterAll(() => test.close());

describe("a visit's photo archive", () => {
  it('holds every photo of the visit under names a person can find', async () => {
    const response = await get(archiveUrl(visit.id), supervisor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(Number(response.headers['x-file-count'])).toBe(visit.photos);
    const fileName = `${visit.number}_${visit.outlet}.zip`.replace(/["/\\]/g, '_');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="photos-${visit.number}.zip"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );

    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(entries);
    expect(names).toHaveLength(visit.photos);
    // Byte for byte the stored photos, each once.
    expect(Object.values(entries).map(sha256).sort()).toEqual(await storedHashes(visit.id));

    const answered = await test.database.db
      .select({ name: questions.name })
      .from(file_links)
      .innerJoin(questions, eq(questions.id, file_links.object_id))
      .where(and(eq(file_links.visit_id, visit.id), eq(file_links.type, 'sfa_question_result')));
    const root = fileName.replace(/\.zip$/, '');
    for (const name of names) {
      const [top, step, file, ...rest] = name.split('/');
      expect({ top, rest }).toEqual({ top: root, rest: [] });
      expect(step.length).toBeGreaterThan(0);
      expect(file).toMatch(/^.+_\d+\.jpg$/);
    }
    const questionsInNames = new Set(
      names.map((name) => name.split('/')[2].replace(/_\d+\.jpg$/, '')),
    );
    expect(questionsInNames).toEqual(
      new Set(answered.map((row) => row.name.replace(/[/\\:*?"<>|]/g, '_'))),
    );
    // Numbered from 1 within a question, no name twice.
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => name.endsWith('_1.jpg'))).toBe(true);
  });

  it('tells its name, photo count and exact size before the download', async () => {
    const summary = (await get(`${archiveUrl(visit.id)}summary/`, supervisor)).json();
    const archive = await get(archiveUrl(visit.id), supervisor);
    expect(summary).toEqual({
      file_name: `${visit.number}_${visit.outlet}.zip`.replace(/["/\\]/g, '_'),
      file_count: visit.photos,
      total_bytes: archive.rawPayload.length,
      visit: { id: visit.id, number: visit.number, outlet_name: visit.outlet },
      question: null,
    });
  });

  it('is not found outside the caller’s projects', async () => {
    const response = await get(archiveUrl(foreignVisit), client);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Визит не найден' });
    expect((await get(`${archiveUrl(foreignVisit)}summary/`, client)).statusCode).toBe(404);
    expect((await get(archiveUrl(999999), supervisor)).statusCode).toBe(404);
  });

  it('needs the feed permission', async () => {
    const db = test.database.db;
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(
        eq(
          projects.id,
          (await db.select().from(visits).where(eq(visits.id, visit.id)))[0].project_id,
        ),
      );
    const [user] = await db
      .insert(users)
      .values({ login: 'no_feed_reader', last_name: 'Безлентов', first_name: 'Пётр' })
      .returning({ id: users.id });
    await db.insert(user_projects).values({ user_id: user.id, project_id: project.id });
    // questionnaires_report reads questionnaires and reports, not the feed (seed grants).
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.sys_name, 'questionnaires_report'));
    await db.insert(user_roles).values({ user_id: user.id, role_id: role.id });
    const headers = await bearerForId(test, user.id);
    const refused = await get(archiveUrl(visit.id), headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Недостаточно прав' });
    const [result] = await db
      .select({ id: question_results.id })
      .from(question_results)
      .where(eq(question_results.visit_id, visit.id))
      .limit(1);
    expect((await get(answerUrl(result.id), headers)).statusCode).toBe(403);
  });
});

describe("a question result's photo archive", () => {
  it("holds that answer's photos only", async () => {
    const [answer] = await test.database.db
      .select({ id: question_results.id, questionId: questions.id, name: questions.name })
      .from(question_results)
      .innerJoin(questions, eq(questions.id, question_results.question_id))
      .innerJoin(
        file_links,
        and(
          eq(file_links.visit_id, question_results.visit_id),
          eq(file_links.object_id, question_results.question_id),
        ),
      )
      .where(eq(question_results.visit_id, visit.id))
      .limit(1);
    const expected = await storedHashes(visit.id, answer.questionId);
    const response = await get(answerUrl(answer.id), supervisor);
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-file-count'])).toBe(expected.length);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.values(entries).map(sha256).sort()).toEqual(expected);
    const names = Object.keys(entries);
    const question = answer.name.replace(/[/\\:*?"<>|]/g, '_');
    expect(names.every((name) => name.split('/')[2].startsWith(`${question}_`))).toBe(true);
    const summary = (await get(`${answerUrl(answer.id)}summary/`, supervisor)).json();
    expect(summary.question).toEqual({ id: answer.questionId, name: answer.name });
    expect(summary.file_name).toBe(`${visit.number}_${visit.outlet}_${question}.zip`);
  });

  it('is not found outside the caller’s projects', async () => {
    const [foreign] = await test.database.db
      .select({ id: question_results.id })
      .from(question_results)
      .where(eq(question_results.visit_id, foreignVisit))
      .limit(1);
    const response = await get(answerUrl(foreign.id), client);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Результат вопроса не найден' });
  });
});
