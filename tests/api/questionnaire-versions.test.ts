import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  question_answers,
  question_results,
  questionnaires,
  questions,
  user_projects,
  users,
} from '#server/db/schema/index';
import { QUESTIONNAIRE_VERSION_MESSAGES as M } from '#src/contracts/questionnaire-versions';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
let test: TestApp;
let administrator: Headers;
let supervisor: Headers;
/** A demo questionnaire with results, of the project where the supervisor may edit them. */
let questionnaireId: number;
/** One of the supervisor's projects where they only read questionnaires. */
let readOnlyQuestionnaireId: number;

const preview = (id: number, headers: Headers = administrator) =>
  test.app.inject({
    method: 'GET',
    url: `/svc/main/questionnaires/${id}/publish_preview/`,
    headers,
  });
const publish = (id: number, seen: string | null, headers: Headers = administrator) =>
  test.app.inject({
    method: 'POST',
    url: `/svc/main/questionnaires/${id}/publish/`,
    payload: { draft_changed_at: seen },
    headers,
  });
const versions = (id: number, headers: Headers = administrator) =>
  test.app.inject({ method: 'GET', url: `/svc/main/questionnaires/${id}/versions/`, headers });
const version = (id: number, headers: Headers = administrator) =>
  test.app.inject({ method: 'GET', url: `/svc/main/questionnaire_versions/${id}/`, headers });

/** The draft changed as the builder's calls change it: the change stamped. */
const stampDraft = (id: number) =>
  test.database.db
    .update(questionnaires)
    .set({ draft_changed_at: sql`now()` })
    .where(eq(questionnaires.id, id));

beforeAll(async () => {
  test = await createTestApp();
  [administrator, supervisor] = await Promise.all(
    ['administrator', 'supervisor'].map((login) => bearerFor(test, login)),
  );
  const db = test.database.db;
  const own = await db
    .select({ project_id: user_projects.project_id })
    .from(user_projects)
    .innerJoin(users, eq(users.id, user_projects.user_id))
    .where(and(eq(users.login, 'supervisor'), eq(user_projects.is_active, true)))
    .orderBy(asc(user_projects.project_id));
  const byProject = async (projectId: number) => {
    const [row] = await db
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(eq(questionnaires.project_id, projectId))
      .orderBy(asc(questionnaires.sort), asc(questionnaires.id))
      .limit(1);
    return row.id;
  };
  // Demo grants: the supervisor edits questionnaires in the first project only (seed data).
  questionnaireId = await byProject(own[0].project_id);
  readOnlyQuestionnaireId = await byProject(own[1].project_id);
});
afterAll(() => test.close());

describe('the publish preview and publishing', () => {
  it('finds nothing to publish while the draft is the published version 1', async () => {
    const response = await preview(questionnaireId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_number: 1, next_number: 2, changed: false });
    expect(body.result_count).toBeGreaterThan(0);
    expect(body.outlet_count).toBeGreaterThan(0);
    const refused = await publish(questionnaireId, body.draft_changed_at);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(M.nothingChanged);
  });

  it('shows the answers a removed option would hide, publishes version 2, and keeps version 1 whole', async () => {
    const db = test.database.db;
    // An option that demo results chose: the draft drops it (archived, as the builder does).
    const [chosen] = await db
      .select({ answerId: question_answers.id, questionId: question_answers.question_id })
      .from(question_answers)
      .innerJoin(questions, eq(questions.id, question_answers.question_id))
      .innerJoin(
        question_results,
        and(
          eq(question_results.question_id, questions.id),
          sql`${question_results.value} = to_jsonb(${question_answers.id})`,
        ),
      )
      .where(and(eq(questions.questionnaire_id, questionnaireId), eq(questions.answer_type, 'one')))
      .limit(1);
    await db
      .update(question_answers)
      .set({ archived_at: sql`now()` })
      .where(eq(question_answers.id, chosen.answerId));
    await db
      .update(questions)
      .set({ name: 'Товар есть на полке?' })
      .where(eq(questions.id, chosen.questionId));
    await stampDraft(questionnaireId);

    const seen = (await preview(questionnaireId)).json();
    expect(seen.changed).toBe(true);
    expect(seen.blocked).toBe(false);
    const change = seen.diff.questions.changed.find(
      (item: { question_id: number }) => item.question_id === chosen.questionId,
    );
    expect(change.fields).toContain('name');
    expect(change.answers_removed).toEqual([chosen.answerId]);
    expect(seen.diff.safe).toBe(false);
    const hidden = seen.hidden_answers.find(
      (item: { answer_id: number | null }) => item.answer_id === chosen.answerId,
    );
    expect(hidden.results).toBeGreaterThan(0);
    expect(seen.question_names[chosen.questionId]).toBe('Товар есть на полке?');

    const published = await publish(questionnaireId, seen.draft_changed_at);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ number: 2, result_count: 0 });
    const [author] = await db
      .select({ id: users.id, last_name: users.last_name })
      .from(users)
      .where(eq(users.login, 'administrator'));
    expect(published.json().published_by).toMatchObject(author);

    const list = (await versions(questionnaireId)).json().items;
    expect(list.map((item: { number: number }) => item.number)).toEqual([2, 1]);
    expect(list[1].result_count).toBeGreaterThan(0);
    // Version 1 still asks the old question with the option its results chose.
    const first = (await version(list[1].id)).json();
    const old = first.content.questions.find((q: { id: number }) => q.id === chosen.questionId);
    expect(old.name).not.toBe('Товар есть на полке?');
    expect(old.answers.map((a: { id: number }) => a.id)).toContain(chosen.answerId);
    const second = (await version(list[0].id)).json();
    const now = second.content.questions.find((q: { id: number }) => q.id === chosen.questionId);
    expect(now.answers.map((a: { id: number }) => a.id)).not.toContain(chosen.answerId);
    expect((await preview(questionnaireId)).json()).toMatchObject({
      changed: false,
      current_number: 2,
    });

    // A visit filled in version 1 still shows its answer as version 1 asked it (decision 075).
    const [filled] = await db
      .select({ visitId: question_results.visit_id })
      .from(question_results)
      .where(
        and(
          eq(question_results.question_id, chosen.questionId),
          sql`${question_results.value} = to_jsonb(${chosen.answerId}::int)`,
        ),
      )
      .limit(1);
    const details = await test.app.inject({
      method: 'GET',
      url: `/svc/main/visits/${filled.visitId}/`,
      headers: administrator,
    });
    expect(details.statusCode).toBe(200);
    const shown = details
      .json()
      .steps.flatMap((step: { questions: object[] }) => step.questions)
      .find((q: { id: number }) => q.id === chosen.questionId);
    expect(shown.name).toBe(old.name);
    const chosenName = old.answers.find((a: { id: number }) => a.id === chosen.answerId).name;
    expect(shown.answer_names).toEqual([chosenName]);
  });

  it('refuses a draft that changed after its preview', async () => {
    const db = test.database.db;
    const [question] = await db
      .select({ id: questions.id, name: questions.name })
      .from(questions)
      .where(eq(questions.questionnaire_id, questionnaireId))
      .limit(1);
    await db
      .update(questions)
      .set({ name: `${question.name}!` })
      .where(eq(questions.id, question.id));
    await stampDraft(questionnaireId);
    const seen = (await preview(questionnaireId)).json();
    await stampDraft(questionnaireId);
    const refused = await publish(questionnaireId, seen.draft_changed_at);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(M.draftMoved);
  });

  it('refuses a draft with a blocking problem, naming it', async () => {
    const db = test.database.db;
    // A one question left with no option: the builder names it, publishing waits for a fix.
    const [question] = await db
      .select({ id: questions.id, name: questions.name })
      .from(questions)
      .where(
        and(eq(questions.questionnaire_id, questionnaireId), eq(questions.answer_type, 'many')),
      )
      .limit(1);
    await db
      .update(question_answers)
      .set({ archived_at: sql`now()` })
      .where(eq(question_answers.question_id, question.id));
    await stampDraft(questionnaireId);
    const seen = (await preview(questionnaireId)).json();
    expect(seen.blocked).toBe(true);
    const problem = seen.problems.find((item: { code: string }) => item.code === 'no_options');
    expect(problem.question_ids).toEqual([question.id]);
    expect(problem.message).toContain(question.name);
    const refused = await publish(questionnaireId, seen.draft_changed_at);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(M.hasProblems);
    expect(refused.json().detail).toContain(question.name);
    await db
      .update(question_answers)
      .set({ archived_at: null })
      .where(
        and(eq(question_answers.question_id, question.id), isNotNull(question_answers.archived_at)),
      );
  });
});

describe('who may see and publish versions', () => {
  it('lets a reader list and read versions, and refuses them the preview and publishing', async () => {
    const list = await versions(readOnlyQuestionnaireId, supervisor);
    expect(list.statusCode).toBe(200);
    const [first] = list.json().items;
    expect((await version(first.id, supervisor)).statusCode).toBe(200);
    expect([403, 404]).toContain((await preview(readOnlyQuestionnaireId, supervisor)).statusCode);
    expect([403, 404]).toContain(
      (await publish(readOnlyQuestionnaireId, null, supervisor)).statusCode,
    );
  });

  it('answers 404 for a questionnaire or version outside the caller’s projects', async () => {
    const db = test.database.db;
    const own = await db
      .select({ project_id: user_projects.project_id })
      .from(user_projects)
      .innerJoin(users, eq(users.id, user_projects.user_id))
      .where(eq(users.login, 'supervisor'));
    const [foreign] = await db
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(
        sql`${questionnaires.project_id} not in (${sql.join(
          own.map((row) => sql`${row.project_id}`),
          sql`, `,
        )})`,
      )
      .limit(1);
    expect(foreign).toBeDefined();
    expect((await versions(foreign.id, supervisor)).statusCode).toBe(404);
    const foreignVersion = (await versions(foreign.id)).json().items[0];
    expect((await version(foreignVersion.id, supervisor)).statusCode).toBe(404);
  });
});
