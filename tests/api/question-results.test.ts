import { and, asc, count, eq, inArray, isNull, like, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDraft } from '#server/db/queries/questionnaire-content';
import {
  file_links,
  files,
  projects,
  question_answers,
  question_results,
  questionnaires,
  questions,
  users,
  visits,
} from '#server/db/schema/index';
import {
  clearsConflictSchema,
  type FilledQuestionnaire,
  QUESTION_RESULT_MESSAGES,
} from '#src/contracts/question-results';
import { bearerFor } from './support/auth';
import { projectIdsOf } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
type Answer = { question_id: number; value: unknown; comment?: string | null };

let test: TestApp;
let admin: Headers;
let leader: Headers;
let supervisor: Headers;
let auditor: Headers;
/** The supervisor's first project, where they may edit questionnaires. */
let projectId: number;
/** Another project of the supervisor's, where they only read questionnaires. */
let readOnlyProjectId: number;
/** A project the supervisor is not in. */
let foreignProjectId: number;
let mainId: number;
let auditId: number;
/** Main questionnaire questions by name, with their options by name. */
const q: Record<string, { id: number; options: Record<string, number> }> = {};
let fileId: number;
/** Visits of the project filled completely in version 1, and visits with no results. */
let filledPool: number[];
let emptyPool: number[];

const db = () => test.database.db;
const take = (pool: number[]) => {
  const id = pool.shift();
  if (id === undefined) throw new Error('the pool of visits ran out');
  return id;
};

const PRESENT = 'Товар представлен на полке?';
const REASON = 'Причина отсутствия товара';
const FACINGS = 'Количество фейсингов бренда';
const SHARE = 'Доля полки бренда, %';
const SHELF_PHOTO = 'Фото выкладки';
const COMMENT = 'Комментарий';

async function questionnaireOf(project: number, suffix: string) {
  const [row] = await db()
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(and(eq(questionnaires.project_id, project), like(questionnaires.code, `%-${suffix}`)));
  return row.id;
}

async function visitsOf(project: number, filled: boolean, limit: number) {
  const hasResults = db()
    .select({ id: question_results.id })
    .from(question_results)
    .where(eq(question_results.visit_id, visits.id));
  const rows = await db()
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.project_id, project),
        isNull(visits.deleted_at),
        filled
          ? and(eq(visits.status, 'completed'), sql`exists (${hasResults})`)
          : notExists(hasResults),
      ),
    )
    .orderBy(asc(visits.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function addPhoto(visitId: number, questionId: number) {
  await db().insert(file_links).values({
    generic_type: 'SFA_VISIT',
    generic_id: visitId,
    type: 'sfa_question_result',
    object_id: questionId,
    visit_id: visitId,
    file_id: fileId,
  });
}

const photosOf = async (visitId: number, questionId: number) => {
  const [row] = await db()
    .select({ n: count() })
    .from(file_links)
    .where(and(eq(file_links.visit_id, visitId), eq(file_links.object_id, questionId)));
  return row.n;
};

const getFilled = (visitId: number, questionnaireId = mainId, headers: Headers = admin) =>
  test.app.inject({
    method: 'GET',
    url: `/svc/main/questionnaires/filled/?visit_id=${visitId}&questionnaire_id=${questionnaireId}`,
    headers,
  });
const createFilled = (
  visitId: number,
  answers: Answer[],
  questionnaireId = mainId,
  headers: Headers = admin,
) =>
  test.app.inject({
    method: 'POST',
    url: '/svc/main/questionnaires/create-filled/',
    payload: { visit_id: visitId, questionnaire_id: questionnaireId, answers },
    headers,
  });
const updateFilled = (
  visitId: number,
  answers: Answer[],
  extra: { confirm_clear?: boolean; questionnaire_id?: number } = {},
  headers: Headers = leader,
) =>
  test.app.inject({
    method: 'PATCH',
    url: '/svc/main/questionnaires/update-filled/',
    payload: { visit_id: visitId, questionnaire_id: mainId, answers, ...extra },
    headers,
  });
const many = (
  method: 'POST' | 'PATCH',
  rows: { visit_id: number; question_id: number; value: unknown; comment?: string }[],
  query = '',
  // Adding needs CREATE (the administrator's), changing UPDATE (the leader's).
  headers: Headers = method === 'POST' ? admin : leader,
) =>
  test.app.inject({
    method,
    url: `/svc/main/question_results/many/${query}`,
    payload: rows,
    headers,
  });

const answerOf = (filled: FilledQuestionnaire, questionId: number) =>
  filled.answers.find((answer) => answer.question_id === questionId);

/** A complete valid form of the main questionnaire (the shelf photo must be linked first). */
const validAnswers = (): Answer[] => [
  { question_id: q[PRESENT].id, value: q[PRESENT].options.Да },
  { question_id: q[FACINGS].id, value: 12 },
  { question_id: q[COMMENT].id, value: 'Всё по планограмме', comment: 'проверено' },
];

beforeAll(async () => {
  test = await createTestApp();
  [admin, leader, supervisor, auditor] = await Promise.all(
    ['administrator', 'leader', 'supervisor', 'auditor'].map((login) => bearerFor(test, login)),
  );
  const [sup] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, 'supervisor'));
  const own = await projectIdsOf(db(), sup.id);
  [projectId, readOnlyProjectId] = own;
  const all = await db().select({ id: projects.id }).from(projects).orderBy(asc(projects.id));
  const foreign = all.find((project) => !own.includes(project.id));
  if (!foreign || readOnlyProjectId === undefined) throw new Error('demo projects changed');
  foreignProjectId = foreign.id;
  mainId = await questionnaireOf(projectId, 'MAIN');
  auditId = await questionnaireOf(projectId, 'AUDIT');
  const rows = await db()
    .select({ id: questions.id, name: questions.name })
    .from(questions)
    .where(eq(questions.questionnaire_id, mainId));
  const options = await db()
    .select({
      id: question_answers.id,
      question_id: question_answers.question_id,
      name: question_answers.name,
    })
    .from(question_answers)
    .where(
      inArray(
        question_answers.question_id,
        rows.map((row) => row.id),
      ),
    );
  for (const row of rows) {
    q[row.name] = {
      id: row.id,
      options: Object.fromEntries(
        options.filter((o) => o.question_id === row.id).map((o) => [o.name, o.id]),
      ),
    };
  }
  [{ id: fileId }] = await db().select({ id: files.id }).from(files).limit(1);
  filledPool = await visitsOf(projectId, true, 40);
  emptyPool = await visitsOf(projectId, false, 40);
  expect(filledPool.length).toBe(40);
  expect(emptyPool.length).toBe(40);
});
afterAll(() => test.close());

/** A filled visit whose shelf answer is the given option. */
async function filledWith(option: 'Да' | 'Нет') {
  for (const [i, id] of filledPool.entries()) {
    const [row] = await db()
      .select({ value: question_results.value })
      .from(question_results)
      .where(
        and(eq(question_results.visit_id, id), eq(question_results.question_id, q[PRESENT].id)),
      );
    if (row?.value === q[PRESENT].options[option]) {
      filledPool.splice(i, 1);
      return id;
    }
  }
  throw new Error(`no filled visit answering ${option}`);
}

describe('GET /svc/main/questionnaires/filled/', () => {
  it('answers the seeded result in version 1 with its content and photo counts', async () => {
    const visitId = filledPool[0];
    const res = await getFilled(visitId);
    expect(res.statusCode).toBe(200);
    const filled: FilledQuestionnaire = res.json();
    expect(filled).toMatchObject({ visit_id: visitId, questionnaire_id: mainId, filled: true });
    expect(filled.version.number).toBe(1);
    expect(filled.content.questions.map((question) => question.name)).toContain(PRESENT);
    expect(answerOf(filled, q[PRESENT].id)?.value).toBeTypeOf('number');
    expect(answerOf(filled, q[SHELF_PHOTO].id)?.photo_count).toBeGreaterThan(0);
  });

  it('opens an unfilled visit in the latest version, with no answers', async () => {
    const res = await getFilled(emptyPool[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ filled: false, version: { number: 1 }, answers: [] });
  });
});

describe('POST /svc/main/questionnaires/create-filled/', () => {
  it('fills the form, stamped with the latest version, and reads back the same', async () => {
    const visitId = take(emptyPool);
    await addPhoto(visitId, q[SHELF_PHOTO].id);
    const res = await createFilled(visitId, validAnswers());
    expect(res.statusCode).toBe(201);
    const filled: FilledQuestionnaire = res.json();
    expect(filled.filled).toBe(true);
    expect(answerOf(filled, q[FACINGS].id)?.value).toBe(12);
    expect(answerOf(filled, q[COMMENT].id)).toMatchObject({
      value: 'Всё по планограмме',
      comment: 'проверено',
    });
    // The photo question gets its result from its photos although the body left it out.
    expect(answerOf(filled, q[SHELF_PHOTO].id)).toMatchObject({ value: null, photo_count: 1 });
    const stored = await db()
      .select({ version: question_results.questionnaire_version_id })
      .from(question_results)
      .where(eq(question_results.visit_id, visitId));
    expect(stored).toHaveLength(4);
    expect(new Set(stored.map((row) => row.version))).toEqual(new Set([filled.version.id]));
    expect((await getFilled(visitId)).json()).toEqual(filled);

    const again = await createFilled(visitId, validAnswers());
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(QUESTION_RESULT_MESSAGES.alreadyFilled);
  });

  it('refuses every problem of the form at once, each naming its question', async () => {
    const visitId = take(emptyPool);
    const res = await createFilled(visitId, [
      { question_id: q[PRESENT].id, value: q[PRESENT].options.Нет },
      { question_id: q[REASON].id, value: 'мало' },
      { question_id: q[FACINGS].id, value: 150 },
    ]);
    expect(res.statusCode).toBe(400);
    const errors: { field: string; message: string }[] = res.json().errors;
    const byField = Object.fromEntries(errors.map((error) => [error.field, error.message]));
    expect(byField[`answers.${q[REASON].id}`]).toContain(`«${REASON}»`);
    expect(byField[`answers.${q[REASON].id}`]).toContain('10');
    expect(byField[`answers.${q[FACINGS].id}`]).toContain(`«${FACINGS}»`);
    expect(byField[`answers.${q[FACINGS].id}`]).toContain('100');
    // Required with no photo linked.
    expect(byField[`answers.${q[SHELF_PHOTO].id}`]).toContain(`«${SHELF_PHOTO}»`);
    expect(await visitsOf(projectId, false, 1000)).toContain(visitId);
  });

  it('refuses an answer to a question its condition hides', async () => {
    const visitId = take(emptyPool);
    await addPhoto(visitId, q[SHELF_PHOTO].id);
    const res = await createFilled(visitId, [
      ...validAnswers(),
      { question_id: q[REASON].id, value: 'Товар не поставлялся неделю' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: `answers.${q[REASON].id}`, message: expect.stringContaining(`«${REASON}»`) },
    ]);
  });

  it('refuses too few photos against the version, naming the question', async () => {
    // Version 2 of the audit asks three photos of the competitor's shelf.
    const [photo] = await db()
      .select({ id: questions.id, name: questions.name })
      .from(questions)
      .where(and(eq(questions.questionnaire_id, auditId), eq(questions.answer_type, 'photo')));
    const [promo] = await db()
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.questionnaire_id, auditId), eq(questions.answer_type, 'one')));
    const [yes] = await db()
      .select({ id: question_answers.id })
      .from(question_answers)
      .where(eq(question_answers.question_id, promo.id))
      .orderBy(asc(question_answers.sort))
      .limit(1);
    await db().update(questions).set({ min_photo_count: 3 }).where(eq(questions.id, photo.id));
    await db()
      .update(questionnaires)
      .set({ draft_changed_at: new Date() })
      .where(eq(questionnaires.id, auditId));
    await publishDraft(db(), auditId, null);

    const visitId = take(emptyPool);
    await addPhoto(visitId, photo.id);
    const answers = [{ question_id: promo.id, value: yes.id }];
    const res = await createFilled(visitId, answers, auditId);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: `answers.${photo.id}`, message: expect.stringContaining(`«${photo.name}»`) },
    ]);
    expect(res.json().errors[0].message).toContain('3');
    await addPhoto(visitId, photo.id);
    await addPhoto(visitId, photo.id);
    const filled = await createFilled(visitId, answers, auditId);
    expect(filled.statusCode).toBe(201);
    expect(filled.json().version.number).toBe(2);
  });

  it('refuses a questionnaire never published', async () => {
    const [draft] = await db()
      .insert(questionnaires)
      .values({ project_id: projectId, name: 'Черновик анкеты' })
      .returning({ id: questionnaires.id });
    const visitId = emptyPool[0];
    const read = await getFilled(visitId, draft.id);
    expect(read.statusCode).toBe(409);
    expect(read.json().detail).toBe(QUESTION_RESULT_MESSAGES.noVersion);
    const res = await createFilled(visitId, [], draft.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(QUESTION_RESULT_MESSAGES.noVersion);
  });

  it('refuses a question of no version and one named twice', async () => {
    const visitId = take(emptyPool);
    const [audit] = await db()
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.questionnaire_id, auditId))
      .limit(1);
    const res = await createFilled(visitId, [
      { question_id: audit.id, value: 1 },
      { question_id: q[FACINGS].id, value: 1 },
      { question_id: q[FACINGS].id, value: 2 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: `answers.${audit.id}`, message: QUESTION_RESULT_MESSAGES.notInVersion },
      { field: `answers.${q[FACINGS].id}`, message: QUESTION_RESULT_MESSAGES.duplicateQuestion },
    ]);
  });
});

describe('PATCH /svc/main/questionnaires/update-filled/', () => {
  it('corrects answers against their version; an empty value deletes one', async () => {
    const visitId = await filledWith('Да');
    const res = await updateFilled(visitId, [
      { question_id: q[FACINGS].id, value: 7 },
      { question_id: q[SHARE].id, value: 55.5, comment: 'замер рулеткой' },
      { question_id: q[COMMENT].id, value: '' },
    ]);
    expect(res.statusCode).toBe(200);
    const filled: FilledQuestionnaire = res.json();
    expect(answerOf(filled, q[FACINGS].id)?.value).toBe(7);
    expect(answerOf(filled, q[SHARE].id)).toMatchObject({ value: 55.5, comment: 'замер рулеткой' });
    expect(answerOf(filled, q[COMMENT].id)).toBeUndefined();
    expect((await getFilled(visitId)).json()).toEqual(filled);

    const wrong = await updateFilled(visitId, [{ question_id: q[FACINGS].id, value: -1 }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: `answers.${q[FACINGS].id}` });
    expect(wrong.json().errors[0].message).toContain(`«${FACINGS}»`);
  });

  it('refuses a visit not filled yet', async () => {
    const res = await updateFilled(emptyPool[0], [{ question_id: q[FACINGS].id, value: 1 }]);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(QUESTION_RESULT_MESSAGES.notFilled);
  });

  it('asks before a changed parent answer deletes the dependent one, then deletes it', async () => {
    const visitId = await filledWith('Да');
    const reason = 'Товар не поставлялся в магазин неделю';
    // Showing the dependent question clears nothing.
    const shown = await updateFilled(visitId, [
      { question_id: q[PRESENT].id, value: q[PRESENT].options.Нет },
      { question_id: q[REASON].id, value: reason },
    ]);
    expect(shown.statusCode).toBe(200);
    expect(answerOf(shown.json(), q[REASON].id)?.value).toBe(reason);
    // Its photos go with it.
    await addPhoto(visitId, q[REASON].id);

    const back = [{ question_id: q[PRESENT].id, value: q[PRESENT].options.Да }];
    const asked = await updateFilled(visitId, back);
    expect(asked.statusCode).toBe(409);
    expect(clearsConflictSchema.parse(asked.json())).toEqual({
      detail: QUESTION_RESULT_MESSAGES.confirmClear,
      clears: [{ question_id: q[REASON].id, name: REASON }],
    });
    const unchanged: FilledQuestionnaire = (await getFilled(visitId)).json();
    expect(answerOf(unchanged, q[REASON].id)?.value).toBe(reason);

    const confirmed = await updateFilled(visitId, back, { confirm_clear: true });
    expect(confirmed.statusCode).toBe(200);
    const filled: FilledQuestionnaire = confirmed.json();
    expect(answerOf(filled, q[PRESENT].id)?.value).toBe(q[PRESENT].options.Да);
    expect(answerOf(filled, q[REASON].id)).toBeUndefined();
    expect(await photosOf(visitId, q[REASON].id)).toBe(0);
    // The visit's photo count is recounted from what is left.
    const [{ left }] = await db()
      .select({ left: count() })
      .from(file_links)
      .where(and(eq(file_links.visit_id, visitId), eq(file_links.is_preview, false)));
    const [{ counted }] = await db()
      .select({ counted: visits.photo_count })
      .from(visits)
      .where(eq(visits.id, visitId));
    expect(counted).toBe(left);
  });

  it('refuses the parent change that leaves a required dependent unanswered', async () => {
    const visitId = await filledWith('Да');
    const res = await updateFilled(visitId, [
      { question_id: q[PRESENT].id, value: q[PRESENT].options.Нет },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: `answers.${q[REASON].id}`, message: expect.stringContaining(`«${REASON}»`) },
    ]);
  });
});

describe('/svc/main/question_results/many/', () => {
  it('adds answers in the latest version and refuses a second one', async () => {
    const [first, second] = [take(emptyPool), take(emptyPool)];
    const res = await many('POST', [
      { visit_id: first, question_id: q[PRESENT].id, value: q[PRESENT].options.Нет },
      { visit_id: first, question_id: q[REASON].id, value: 'Позиция выведена из ассортимента' },
      { visit_id: second, question_id: q[FACINGS].id, value: 3, comment: 'мало места' },
    ]);
    expect(res.statusCode).toBe(201);
    const { items, deleted } = res.json();
    expect(deleted).toEqual([]);
    expect(items).toHaveLength(3);
    const version = (await getFilled(first)).json().version;
    expect(
      new Set(
        items.map((item: { questionnaire_version_id: number }) => item.questionnaire_version_id),
      ),
    ).toEqual(new Set([version.id]));
    expect((await getFilled(second)).json()).toMatchObject({
      filled: true,
      answers: [{ question_id: q[FACINGS].id, value: 3, comment: 'мало места', photo_count: 0 }],
    });

    const again = await many('POST', [
      { visit_id: second, question_id: q[COMMENT].id, value: 'ок' },
      { visit_id: second, question_id: q[FACINGS].id, value: 4 },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { field: '1.question_id', message: QUESTION_RESULT_MESSAGES.answerExists },
    ]);
  });

  it('checks each answer on its own value, naming the row', async () => {
    const visitId = await filledWith('Да');
    const res = await many('PATCH', [
      { visit_id: visitId, question_id: q[COMMENT].id, value: 'ок' },
      { visit_id: visitId, question_id: q[FACINGS].id, value: 2.5 },
      { visit_id: visitId, question_id: q[PRESENT].id, value: 999_999 },
    ]);
    expect(res.statusCode).toBe(400);
    const errors: { field: string; message: string }[] = res.json().errors;
    expect(errors.map((error) => error.field)).toEqual(['1.value', '2.value']);
    expect(errors[0].message).toContain(`«${FACINGS}»`);
    expect(errors[1].message).toContain(`«${PRESENT}»`);
  });

  it('clears dependents of a changed parent only with confirm_clear', async () => {
    const visitId = await filledWith('Нет');
    const rows = [{ visit_id: visitId, question_id: q[PRESENT].id, value: q[PRESENT].options.Да }];
    const asked = await many('PATCH', rows);
    expect(asked.statusCode).toBe(409);
    expect(clearsConflictSchema.parse(asked.json()).clears).toEqual([
      { visit_id: visitId, question_id: q[REASON].id, name: REASON },
    ]);
    const res = await many('PATCH', rows, '?confirm_clear=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toEqual([{ visit_id: visitId, question_id: q[REASON].id }]);
    expect(answerOf((await getFilled(visitId)).json(), q[REASON].id)).toBeUndefined();
  });

  it('refuses a change of a questionnaire the visit has not filled', async () => {
    const res = await many('PATCH', [
      { visit_id: emptyPool[0], question_id: q[FACINGS].id, value: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: '0.question_id', message: QUESTION_RESULT_MESSAGES.notFilled },
    ]);
  });
});

describe('scope', () => {
  it('lets the supervisor correct in their first project and only read in the other', async () => {
    const visitId = await filledWith('Да');
    const own = await updateFilled(
      visitId,
      [{ question_id: q[FACINGS].id, value: 5 }],
      {},
      supervisor,
    );
    expect(own.statusCode).toBe(200);
    // Their UPDATE is not CREATE.
    const empty = take(emptyPool);
    expect((await createFilled(empty, validAnswers(), mainId, supervisor)).statusCode).toBe(403);

    const [other] = await visitsOf(readOnlyProjectId, true, 1);
    const otherMain = await questionnaireOf(readOnlyProjectId, 'MAIN');
    expect((await getFilled(other, otherMain, supervisor)).statusCode).toBe(200);
    const change = await test.app.inject({
      method: 'PATCH',
      url: '/svc/main/questionnaires/update-filled/',
      payload: {
        visit_id: other,
        questionnaire_id: otherMain,
        answers: [{ question_id: q[FACINGS].id, value: 1 }],
      },
      headers: supervisor,
    });
    expect(change.statusCode).toBe(404);
    expect(change.json().detail).toBe(QUESTION_RESULT_MESSAGES.visitNotFound);
    const rows = [{ visit_id: other, question_id: q[FACINGS].id, value: 1 }];
    expect((await many('PATCH', rows, '', supervisor)).statusCode).toBe(404);
  });

  it('knows no visit or questionnaire outside the caller’s projects', async () => {
    const [foreign] = await visitsOf(foreignProjectId, true, 1);
    const foreignMain = await questionnaireOf(foreignProjectId, 'MAIN');
    expect((await getFilled(foreign, foreignMain, supervisor)).statusCode).toBe(404);
    const own = filledPool[0];
    const res = await getFilled(own, foreignMain, supervisor);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(QUESTION_RESULT_MESSAGES.questionnaireNotFound);
  });

  it('refuses a questionnaire of another project than the visit’s', async () => {
    const otherMain = await questionnaireOf(readOnlyProjectId, 'MAIN');
    const res = await getFilled(filledPool[0], otherMain, leader);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'questionnaire_id', message: QUESTION_RESULT_MESSAGES.otherProject },
    ]);
  });

  it('refuses a caller without the questionnaires level', async () => {
    expect((await getFilled(filledPool[0], mainId, auditor)).statusCode).toBe(403);
    const reader = await bearerFor(test, 'questionnaires_report');
    expect((await getFilled(filledPool[0], mainId, reader)).statusCode).toBe(200);
    expect((await updateFilled(filledPool[0], validAnswers(), {}, reader)).statusCode).toBe(403);
  });
});

describe('versioning', () => {
  it('keeps a version 1 result readable and editable after version 2 drops its question', async () => {
    const visitId = await filledWith('Да');
    const before: FilledQuestionnaire = (await getFilled(visitId)).json();
    expect(answerOf(before, q[SHARE].id)).toBeDefined();

    await db()
      .update(questions)
      .set({ archived_at: new Date() })
      .where(eq(questions.id, q[SHARE].id));
    await db()
      .update(questionnaires)
      .set({ draft_changed_at: new Date() })
      .where(eq(questionnaires.id, mainId));
    const version2 = await publishDraft(db(), mainId, null);
    expect(version2.number).toBe(2);

    const read: FilledQuestionnaire = (await getFilled(visitId)).json();
    expect(read.version).toEqual(before.version);
    expect(read.content.questions.map((question) => question.name)).toContain(SHARE);
    expect(answerOf(read, q[SHARE].id)?.value).toBe(answerOf(before, q[SHARE].id)?.value);

    const edited = await updateFilled(visitId, [{ question_id: q[SHARE].id, value: 42 }]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().version.number).toBe(1);
    expect(answerOf(edited.json(), q[SHARE].id)?.value).toBe(42);

    const other = take(emptyPool);
    await addPhoto(other, q[SHELF_PHOTO].id);
    const refused = await createFilled(other, [
      ...validAnswers(),
      { question_id: q[SHARE].id, value: 10 },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: `answers.${q[SHARE].id}`, message: QUESTION_RESULT_MESSAGES.notInVersion },
    ]);
    const created = await createFilled(other, validAnswers());
    expect(created.statusCode).toBe(201);
    expect(created.json().version).toEqual({ id: version2.id, number: 2 });
    expect(
      created.json().content.questions.map((question: { id: number }) => question.id),
    ).not.toContain(q[SHARE].id);

    // Row by row: the filled visit still takes the old question, a new fill does not.
    const rows = await many('PATCH', [{ visit_id: visitId, question_id: q[SHARE].id, value: 43 }]);
    expect(rows.statusCode).toBe(200);
    const fresh = take(emptyPool);
    const added = await many('POST', [{ visit_id: fresh, question_id: q[SHARE].id, value: 1 }]);
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual([
      { field: '0.question_id', message: QUESTION_RESULT_MESSAGES.notInVersion },
    ]);
  });
});
