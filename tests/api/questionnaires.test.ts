import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDraft } from '#server/db/queries/questionnaire-content';
import {
  question_answers,
  question_results,
  questionnaires,
  questions,
  users,
  visits,
} from '#server/db/schema/index';
import { QUESTIONNAIRE_MESSAGES } from '#src/contracts/catalog/questionnaires';
import { bearerFor, bearerForId } from './support/auth';
import { uniqueCode } from './support/catalog-samples';
import { addMember, projectIdsOf } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
type Body = Record<string, unknown>;
type Question = {
  id: number;
  step_id: number | null;
  name: string;
  answer_type: string;
  sort: number;
  condition: { question_id: number; operator: string; answer_ids: number[] } | null;
  answers: { id: number; name: string; code: string | null; sort: number }[];
};

let test: TestApp;
let admin: Headers;
/** Reads questionnaires in its projects, changes none. */
let reader: Headers;
/** Changes questionnaires in one project only, which is not `project`. */
let outsider: Headers;
let project: number;
let otherProject: number;
/** A demo questionnaire of `project`, published as version 1, with filled-in results. */
let filled: { id: number; name: string };
/** A 'one' question of it with results, and an option a result chose. */
let answered: { id: number; chosen: number; questionnaireId: number };

const db = () => test.database.db;

function call(method: InjectOptions['method'], url: string, headers: Headers, payload?: object) {
  return test.app.inject({ method, url: `/svc/main${url}`, headers, payload });
}
async function ok(method: InjectOptions['method'], url: string, payload?: object, status = 200) {
  const response = await call(method, url, admin, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.statusCode === 204 ? undefined : response.json();
}

async function newQuestionnaire(body: Body = {}) {
  return ok(
    'POST',
    '/questionnaires/',
    { project_id: project, name: `Анкета ${uniqueCode()}`, ...body },
    201,
  ) as Promise<{ id: number; draft_changed_at: string | null; code: string | null }>;
}
const newQuestion = (body: Body) =>
  ok('POST', '/questions/', { name: `Вопрос ${uniqueCode()}`, ...body }, 201) as Promise<Question>;
const stamp = async (id: number) => {
  const [row] = await db()
    .select({ at: questionnaires.draft_changed_at })
    .from(questionnaires)
    .where(eq(questionnaires.id, id));
  return row.at;
};
const clearStamp = (id: number) =>
  db().update(questionnaires).set({ draft_changed_at: null }).where(eq(questionnaires.id, id));

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  reader = await bearerFor(test, 'questionnaires_report');
  const [result] = await db()
    .select({
      question: question_results.question_id,
      questionnaire: question_results.questionnaire_id,
      value: question_results.value,
      project: questionnaires.project_id,
      name: questionnaires.name,
    })
    .from(question_results)
    .innerJoin(questions, eq(questions.id, question_results.question_id))
    .innerJoin(questionnaires, eq(questionnaires.id, question_results.questionnaire_id))
    .where(and(eq(questions.answer_type, 'one'), isNotNull(question_results.value)))
    .orderBy(asc(question_results.id))
    .limit(1);
  project = result.project;
  filled = { id: result.questionnaire, name: result.name };
  answered = {
    id: result.question,
    chosen: result.value as number,
    questionnaireId: result.questionnaire,
  };
  const [other] = await db()
    .select({ id: questionnaires.project_id })
    .from(questionnaires)
    .where(ne(questionnaires.project_id, project))
    .limit(1);
  otherProject = other.id;
  const outsiderId = await addMember(db(), 'questionnaire_outsider', ['leader'], [otherProject]);
  expect(await projectIdsOf(db(), outsiderId)).toEqual([otherProject]);
  outsider = await bearerForId(test, outsiderId);
});
afterAll(() => test.close());

describe('questionnaires', () => {
  it('lists ten a page by default, with the project, the version and the question count', async () => {
    for (let i = 0; i < 11; i++) await newQuestionnaire({ code: `page-${i}` });
    const first = await ok('POST', '/questionnaires/list/', { project_ids: [project] });
    expect(first.limit).toBe(10);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(11);
    const rest = await ok('POST', '/questionnaires/list/', { project_ids: [project], offset: 10 });
    expect(rest.items.length).toBe(first.total - 10);
    const ids = [...first.items, ...rest.items].map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(first.total);

    const demo = await ok('GET', `/questionnaires/${filled.id}/`);
    expect(demo).toMatchObject({ project_id: project, version_number: 1, draft_changed_at: null });
    expect(demo.project_name).toEqual(expect.any(String));
    expect(demo.question_count).toBeGreaterThan(0);

    const found = await ok('POST', '/questionnaires/list/', { search: 'page-3' });
    expect(found.items.map((row: { code: string }) => row.code)).toEqual(['page-3']);
    const inactive = await ok('POST', '/questionnaires/list/', { is_active: false });
    expect(inactive.items.every((row: { is_active: boolean }) => !row.is_active)).toBe(true);
  });

  it('creates a draft with no version, refuses a code twice in the project and dates out of order', async () => {
    const created = await newQuestionnaire({ code: 'twice' });
    expect(created).toMatchObject({ version_number: null, question_count: 0 });
    expect(created.draft_changed_at).toEqual(expect.any(String));

    const again = await call('POST', '/questionnaires/', admin, {
      project_id: project,
      name: 'Ещё одна',
      code: 'twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toContainEqual({
      field: 'code',
      message: QUESTIONNAIRE_MESSAGES.codeTwice,
    });
    // Another project may have the code.
    await newQuestionnaire({ project_id: otherProject, code: 'twice' });

    const backwards = await call('POST', '/questionnaires/', admin, {
      project_id: project,
      name: 'Наоборот',
      start_date: '2026-05-01',
      end_date: '2026-04-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual({
      field: 'start_date',
      message: QUESTIONNAIRE_MESSAGES.startAfterEnd,
    });
  });

  it('patches the fields, one date against the stored other, the project only while unfilled', async () => {
    const created = await newQuestionnaire({ start_date: '2026-03-01' });
    const patched = await ok('PATCH', `/questionnaires/${created.id}/`, {
      name: 'Переименована',
      is_active: false,
      description: 'Описание',
    });
    expect(patched).toMatchObject({ name: 'Переименована', is_active: false });

    const early = await call('PATCH', `/questionnaires/${created.id}/`, admin, {
      end_date: '2026-02-01',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toContainEqual({
      field: 'start_date',
      message: QUESTIONNAIRE_MESSAGES.startAfterEnd,
    });

    const moved = await ok('PATCH', `/questionnaires/${created.id}/`, {
      project_id: otherProject,
    });
    expect(moved.project_id).toBe(otherProject);
    const filledMoved = await call('PATCH', `/questionnaires/${filled.id}/`, admin, {
      project_id: otherProject,
    });
    expect(filledMoved.statusCode).toBe(409);
    expect(filledMoved.json().errors).toContainEqual({
      field: 'project_id',
      message: QUESTIONNAIRE_MESSAGES.projectOfFilled,
    });
  });

  it('deletes an unfilled questionnaire and refuses a filled one, suggesting to deactivate it', async () => {
    const created = await newQuestionnaire();
    await ok(
      'POST',
      '/questions/',
      { questionnaire_id: created.id, name: 'Вопрос', answer_type: 'text' },
      201,
    );
    await ok('DELETE', `/questionnaires/${created.id}/`, undefined, 204);
    expect((await call('GET', `/questionnaires/${created.id}/`, admin)).statusCode).toBe(404);

    // Filled in once: a version published and one answer given in a visit.
    const answeredOnce = await newQuestionnaire();
    const question = await newQuestion({ questionnaire_id: answeredOnce.id, answer_type: 'text' });
    const version = await publishDraft(db(), answeredOnce.id, null);
    const [visit] = await db().select({ id: visits.id }).from(visits).limit(1);
    await db().insert(question_results).values({
      visit_id: visit.id,
      question_id: question.id,
      questionnaire_id: answeredOnce.id,
      questionnaire_version_id: version.id,
      value: 'Ответ',
    });
    const refused = await call('DELETE', `/questionnaires/${answeredOnce.id}/`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(QUESTIONNAIRE_MESSAGES.deleteFilled);
    const inactive = await ok('PATCH', `/questionnaires/${answeredOnce.id}/`, { is_active: false });
    expect(inactive.is_active).toBe(false);
  });

  it('keeps the questionnaires of other projects from a caller without them', async () => {
    const created = await newQuestionnaire();
    const list = await call('POST', '/questionnaires/list/', outsider, { limit: 100 });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((row: { project_id: number }) => row.project_id)).not.toContain(
      project,
    );
    expect((await call('GET', `/questionnaires/${created.id}/`, outsider)).statusCode).toBe(404);
    const patch = await call('PATCH', `/questionnaires/${created.id}/`, outsider, {
      name: 'Чужая',
    });
    expect(patch.statusCode).toBe(404);
    const create = await call('POST', '/questionnaires/', outsider, {
      project_id: project,
      name: 'Чужая',
    });
    expect(create.statusCode).toBe(403);
    const step = await call('POST', '/questionnaire_steps/', outsider, {
      questionnaire_id: created.id,
      name: 'Шаг',
    });
    expect(step.statusCode).toBe(404);
    const question = await call('POST', '/questions/', outsider, {
      questionnaire_id: created.id,
      name: 'Вопрос',
      answer_type: 'text',
    });
    expect(question.statusCode).toBe(404);
    const detailed = await call('POST', '/questionnaires/detailed-list/', outsider, {
      questionnaire_ids: [filled.id],
    });
    expect(detailed.statusCode).toBe(200);
    expect(detailed.json().items).toEqual([]);
    // Reading questionnaires is not changing them.
    const readOnly = await call('POST', '/questionnaire_steps/', reader, {
      questionnaire_id: created.id,
      name: 'Шаг',
    });
    expect(readOnly.statusCode).toBe(403);
  });
});

describe('the questionnaires area by project', () => {
  it('changes the draft only where the level holds, and moves a questionnaire only there', async () => {
    const [supervisor] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'supervisor'));
    const headers = await bearerForId(test, supervisor.id);
    const own = await projectIdsOf(db(), supervisor.id);
    expect(own.length).toBeGreaterThan(1);
    const rows = await db()
      .insert(questionnaires)
      .values(own.map((project_id) => ({ project_id, name: `Анкета ${uniqueCode()}` })))
      .returning({ id: questionnaires.id, project: questionnaires.project_id });
    const statuses = [];
    for (const row of rows) {
      const step = await call('POST', '/questionnaire_steps/', headers, {
        questionnaire_id: row.id,
        name: 'Шаг',
      });
      statuses.push(step.statusCode);
    }
    // Changing questionnaires in one of the supervisor's projects only (the demo grants).
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(rows.length - 1);
    const editable = rows[statuses.indexOf(201)];
    const readable = rows.find((row) => row !== editable);
    const move = await call('PATCH', `/questionnaires/${editable.id}/`, headers, {
      project_id: readable?.project,
    });
    expect(move.statusCode).toBe(403);
    const read = await call('GET', `/questionnaires/${readable?.id}/`, headers);
    expect(read.statusCode).toBe(200);
  });
});

describe('the detailed list', () => {
  it('answers the published version by default and the draft when asked', async () => {
    const draftOnly = await newQuestionnaire();
    await clearStamp(filled.id);
    const step = await ok(
      'POST',
      '/questionnaire_steps/',
      { questionnaire_id: filled.id, name: 'Новый шаг' },
      201,
    );
    expect(await stamp(filled.id)).not.toBeNull();

    const published = await ok('POST', '/questionnaires/detailed-list/', {
      questionnaire_ids: [filled.id, draftOnly.id],
    });
    expect(published.items.map((row: { id: number }) => row.id)).toEqual([filled.id]);
    const [version] = published.items;
    expect(version).toMatchObject({ version_number: 1, project_id: project });
    expect(version.draft_changed_at).toEqual(expect.any(String));
    expect(version.content.steps.map((row: { id: number }) => row.id)).not.toContain(step.id);
    expect(version.content.questions.length).toBeGreaterThan(0);

    const draft = await ok('POST', '/questionnaires/detailed-list/', {
      questionnaire_ids: [filled.id, draftOnly.id],
      version: 'draft',
    });
    const ids = draft.items
      .map((row: { id: number }) => row.id)
      .sort((a: number, b: number) => a - b);
    expect(ids).toEqual([filled.id, draftOnly.id].sort((a, b) => a - b));
    const filledDraft = draft.items.find((row: { id: number }) => row.id === filled.id);
    expect(filledDraft.content.steps.map((row: { id: number }) => row.id)).toContain(step.id);
    const empty = draft.items.find((row: { id: number }) => row.id === draftOnly.id);
    expect(empty).toMatchObject({ version_number: null, content: { steps: [], questions: [] } });

    const byProject = await ok('POST', '/questionnaires/detailed-list/', {
      project_ids: [otherProject],
    });
    expect(
      byProject.items.every((row: { project_id: number }) => row.project_id === otherProject),
    ).toBe(true);
    await ok('DELETE', `/questionnaire_steps/${step.id}/`, undefined, 204);
  });
});

describe('steps', () => {
  it('creates after the last, renames, moves, and deletes leaving its questions outside any step', async () => {
    const { id } = await newQuestionnaire();
    const first = await ok(
      'POST',
      '/questionnaire_steps/',
      { questionnaire_id: id, name: 'Один' },
      201,
    );
    const second = await ok(
      'POST',
      '/questionnaire_steps/',
      { questionnaire_id: id, name: 'Два' },
      201,
    );
    expect([first.sort, second.sort]).toEqual([0, 1]);
    await clearStamp(id);
    const renamed = await ok('PATCH', `/questionnaire_steps/${second.id}/`, {
      name: 'Второй',
      sort: 5,
    });
    expect(renamed).toEqual({ id: second.id, questionnaire_id: id, name: 'Второй', sort: 5 });
    expect(await stamp(id)).not.toBeNull();

    const question = await newQuestion({
      questionnaire_id: id,
      step_id: first.id,
      answer_type: 'text',
    });
    expect(question.step_id).toBe(first.id);
    await clearStamp(id);
    await ok('DELETE', `/questionnaire_steps/${first.id}/`, undefined, 204);
    expect(await stamp(id)).not.toBeNull();
    const draft = await ok('POST', '/questionnaires/detailed-list/', {
      questionnaire_ids: [id],
      version: 'draft',
    });
    expect(draft.items[0].content.steps.map((row: { id: number }) => row.id)).toEqual([second.id]);
    expect(draft.items[0].content.questions[0]).toMatchObject({ id: question.id, step_id: null });
    expect(
      (await call('PATCH', `/questionnaire_steps/${first.id}/`, admin, { name: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('questions', () => {
  let questionnaireId: number;
  let parent: Question;

  beforeAll(async () => {
    questionnaireId = (await newQuestionnaire()).id;
    parent = await newQuestion({
      questionnaire_id: questionnaireId,
      answer_type: 'one',
      answers: [{ name: 'Да', code: 'yes' }, { name: 'Нет' }],
    });
  });

  it('creates a question with its options in order, after the last, stamping the draft', async () => {
    expect(parent.answers.map((row) => [row.name, row.code, row.sort])).toEqual([
      ['Да', 'yes', 0],
      ['Нет', null, 1],
    ]);
    await clearStamp(questionnaireId);
    const child = await newQuestion({
      questionnaire_id: questionnaireId,
      answer_type: 'text',
      min_length: 3,
      condition: { question_id: parent.id, operator: 'any_of', answer_ids: [parent.answers[0].id] },
    });
    expect(child.sort).toBe(parent.sort + 1);
    expect(child.condition).toEqual({
      question_id: parent.id,
      operator: 'any_of',
      answer_ids: [parent.answers[0].id],
    });
    expect(await stamp(questionnaireId)).not.toBeNull();
  });

  it('refuses conditions on a question that is not a choice of the same questionnaire, on itself, on other options', async () => {
    const text = await newQuestion({ questionnaire_id: questionnaireId, answer_type: 'text' });
    const refusals: [Body, string][] = [
      [
        { question_id: text.id, operator: 'any_of', answer_ids: [parent.answers[0].id] },
        QUESTIONNAIRE_MESSAGES.conditionParent,
      ],
      [
        { question_id: answered.id, operator: 'any_of', answer_ids: [answered.chosen] },
        QUESTIONNAIRE_MESSAGES.conditionParent,
      ],
      [
        { question_id: parent.id, operator: 'none_of', answer_ids: [answered.chosen] },
        QUESTIONNAIRE_MESSAGES.conditionAnswers,
      ],
    ];
    for (const [condition, message] of refusals) {
      const response = await call('POST', '/questions/', admin, {
        questionnaire_id: questionnaireId,
        name: 'Условный',
        answer_type: 'text',
        condition,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'condition', message });
    }
    const choice = await newQuestion({
      questionnaire_id: questionnaireId,
      answer_type: 'many',
      answers: [{ name: 'Первый' }],
      condition: { question_id: parent.id, operator: 'any_of', answer_ids: [parent.answers[0].id] },
    });
    const circle = await call('PATCH', `/questions/${parent.id}/`, admin, {
      condition: { question_id: choice.id, operator: 'any_of', answer_ids: [choice.answers[0].id] },
    });
    expect(circle.statusCode).toBe(400);
    expect(circle.json().errors).toContainEqual({
      field: 'condition',
      message: QUESTIONNAIRE_MESSAGES.conditionCycle,
    });
    await ok('DELETE', `/questions/${choice.id}/`);
    const itself = await call('PATCH', `/questions/${parent.id}/`, admin, {
      condition: { question_id: parent.id, operator: 'any_of', answer_ids: [parent.answers[0].id] },
    });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().errors).toContainEqual({
      field: 'condition',
      message: QUESTIONNAIRE_MESSAGES.conditionOnItself,
    });
  });

  it('refuses a step of another questionnaire, a minimum above the maximum, options of a text question', async () => {
    const [foreignStep] = (
      await ok('POST', '/questionnaires/detailed-list/', { questionnaire_ids: [filled.id] })
    ).items[0].content.steps;
    const step = await call('POST', '/questions/', admin, {
      questionnaire_id: questionnaireId,
      name: 'Чужой шаг',
      answer_type: 'text',
      step_id: foreignStep.id,
    });
    expect(step.statusCode).toBe(400);
    expect(step.json().errors).toContainEqual({
      field: 'step_id',
      message: QUESTIONNAIRE_MESSAGES.stepOfAnother,
    });

    const range = await call('POST', '/questions/', admin, {
      questionnaire_id: questionnaireId,
      name: 'Диапазон',
      answer_type: 'number',
      min_number: 10,
      max_number: 1,
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toContainEqual({
      field: 'min_number',
      message: QUESTIONNAIRE_MESSAGES.numberRange,
    });
    const number = await newQuestion({
      questionnaire_id: questionnaireId,
      answer_type: 'number',
      max_number: 5,
    });
    const above = await call('PATCH', `/questions/${number.id}/`, admin, { min_number: 6 });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toContainEqual({
      field: 'min_number',
      message: QUESTIONNAIRE_MESSAGES.numberRange,
    });

    const options = await call('POST', '/questions/', admin, {
      questionnaire_id: questionnaireId,
      name: 'Текст',
      answer_type: 'text',
      answers: [{ name: 'Вариант' }],
    });
    expect(options.statusCode).toBe(400);
    expect(options.json().errors).toContainEqual({
      field: 'answers',
      message: QUESTIONNAIRE_MESSAGES.answersOfChoiceOnly,
    });
  });

  it('replaces the options as a list: kept, renamed, moved, new; a chosen one left out is archived', async () => {
    // The demo's conditions on the question name its options: they are taken off first.
    const dependants = await db()
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.parent_question_id, answered.id));
    for (const row of dependants) {
      await ok('PATCH', `/questions/${row.id}/`, { condition: null });
    }
    const options = await db()
      .select({ id: question_answers.id, name: question_answers.name })
      .from(question_answers)
      .where(eq(question_answers.question_id, answered.id))
      .orderBy(asc(question_answers.sort));
    const chosen = await db()
      .select({ id: question_answers.id })
      .from(question_answers)
      .where(
        and(
          eq(question_answers.question_id, answered.id),
          sql`exists (select 1 from ${question_results} where ${question_results.question_id} = ${answered.id} and ${question_results.value} = to_jsonb(${question_answers.id}))`,
        ),
      );
    const chosenIds = new Set(chosen.map((row) => row.id));
    const never = options.find((row) => !chosenIds.has(row.id));
    // The chosen option and one never chosen are left out, the rest kept in reverse, one added.
    const kept = options
      .filter((row) => row.id !== answered.chosen && row.id !== never?.id)
      .reverse();
    await clearStamp(answered.questionnaireId);
    const patched = await ok('PATCH', `/questions/${answered.id}/`, {
      answers: [
        ...kept.map((row, i) => ({ id: row.id, name: i === 0 ? 'Переименован' : row.name })),
        { name: 'Новый' },
      ],
    });
    expect(patched.answers.map((row: { id: number }) => row.id).slice(0, kept.length)).toEqual(
      kept.map((row) => row.id),
    );
    if (kept.length) expect(patched.answers[0].name).toBe('Переименован');
    expect(patched.answers.at(-1)).toMatchObject({ name: 'Новый', sort: kept.length });
    expect(await stamp(answered.questionnaireId)).not.toBeNull();
    const left = await db()
      .select({ id: question_answers.id, archived: question_answers.archived_at })
      .from(question_answers)
      .where(eq(question_answers.question_id, answered.id));
    expect(left.find((row) => row.id === answered.chosen)?.archived).not.toBeNull();
    if (never) expect(left.find((row) => row.id === never.id)).toBeUndefined();

    const foreign = await call('PATCH', `/questions/${answered.id}/`, admin, {
      answers: [{ id: parent.answers[0].id, name: 'Чужой' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toContainEqual({
      field: 'answers',
      message: QUESTIONNAIRE_MESSAGES.answerOfAnother,
    });
  });

  it('refuses to change the type of an answered question, allows it of an unanswered one', async () => {
    const refused = await call('PATCH', `/questions/${answered.id}/`, admin, {
      answer_type: 'many',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: QUESTIONNAIRE_MESSAGES.typeOfAnswered,
      errors: [{ field: 'answer_type', message: QUESTIONNAIRE_MESSAGES.typeOfAnswered }],
    });
    const fresh = await newQuestion({
      questionnaire_id: questionnaireId,
      answer_type: 'many',
      answers: [{ name: 'А' }],
    });
    const changed = await ok('PATCH', `/questions/${fresh.id}/`, { answer_type: 'text' });
    expect(changed).toMatchObject({ answer_type: 'text', answers: [] });
  });

  it('refuses to remove an option or a question other questions depend on', async () => {
    const child = await newQuestion({
      questionnaire_id: questionnaireId,
      answer_type: 'integer',
      condition: {
        question_id: parent.id,
        operator: 'none_of',
        answer_ids: [parent.answers[1].id],
      },
    });
    const option = await call('PATCH', `/questions/${parent.id}/`, admin, {
      answers: [{ id: parent.answers[0].id, name: 'Да' }],
    });
    expect(option.statusCode).toBe(409);
    expect(option.json().detail).toContain(QUESTIONNAIRE_MESSAGES.answersInConditions);
    expect(option.json().detail).toContain(child.name);

    const question = await call('DELETE', `/questions/${parent.id}/`, admin);
    expect(question.statusCode).toBe(409);
    expect(question.json().detail).toContain(QUESTIONNAIRE_MESSAGES.hasDependants);
    expect(question.json().detail).toContain(child.name);
  });

  it('deletes an unanswered question, archives an answered one', async () => {
    const fresh = await newQuestion({ questionnaire_id: questionnaireId, answer_type: 'photo' });
    expect(await ok('DELETE', `/questions/${fresh.id}/`)).toEqual({ archived: false });
    expect(await db().select().from(questions).where(eq(questions.id, fresh.id))).toEqual([]);

    await clearStamp(answered.questionnaireId);
    expect(await ok('DELETE', `/questions/${answered.id}/`)).toEqual({ archived: true });
    const [row] = await db().select().from(questions).where(eq(questions.id, answered.id));
    expect(row.archived_at).not.toBeNull();
    expect(await stamp(answered.questionnaireId)).not.toBeNull();
    const draft = await ok('POST', '/questionnaires/detailed-list/', {
      questionnaire_ids: [answered.questionnaireId],
      version: 'draft',
    });
    expect(draft.items[0].content.questions.map((q: Question) => q.id)).not.toContain(answered.id);
    const published = await ok('POST', '/questionnaires/detailed-list/', {
      questionnaire_ids: [answered.questionnaireId],
    });
    expect(published.items[0].content.questions.map((q: Question) => q.id)).toContain(answered.id);
    expect(
      (await call('PATCH', `/questions/${answered.id}/`, admin, { name: 'x' })).statusCode,
    ).toBe(404);
  });

  it('creates several questions at once after the last, and reorders them between steps', async () => {
    const { id } = await newQuestionnaire();
    const step = await ok(
      'POST',
      '/questionnaire_steps/',
      { questionnaire_id: id, name: 'Шаг' },
      201,
    );
    const single = await newQuestion({ questionnaire_id: id, answer_type: 'text' });
    const many = await ok(
      'POST',
      '/questions/many/',
      {
        questionnaire_id: id,
        step_id: step.id,
        answer_type: 'integer',
        is_required: true,
        names: ['Один', 'Два', 'Три'],
      },
      201,
    );
    expect(many.items.map((row: Question) => [row.name, row.sort, row.step_id])).toEqual([
      ['Один', single.sort + 1, step.id],
      ['Два', single.sort + 2, step.id],
      ['Три', single.sort + 3, step.id],
    ]);
    const [one, two] = many.items as Question[];
    await clearStamp(id);
    await ok(
      'POST',
      '/questions/order/',
      {
        questionnaire_id: id,
        items: [
          { id: two.id, step_id: null, sort: 0 },
          { id: single.id, step_id: step.id, sort: 1 },
          { id: one.id, step_id: step.id, sort: 2 },
        ],
      },
      204,
    );
    expect(await stamp(id)).not.toBeNull();
    const draft = await ok('POST', '/questionnaires/detailed-list/', {
      questionnaire_ids: [id],
      version: 'draft',
    });
    expect(
      draft.items[0].content.questions.slice(0, 3).map((row: Question) => [row.id, row.step_id]),
    ).toEqual([
      [two.id, null],
      [single.id, step.id],
      [one.id, step.id],
    ]);

    const foreign = await call('POST', '/questions/order/', admin, {
      questionnaire_id: id,
      items: [{ id: parent.id, step_id: null, sort: 0 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toContainEqual({
      field: 'items',
      message: QUESTIONNAIRE_MESSAGES.questionOfAnother,
    });
    const tooMany = await call('POST', '/questions/many/', admin, {
      questionnaire_id: id,
      answer_type: 'text',
      names: Array.from({ length: 201 }, (_, i) => `В${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
