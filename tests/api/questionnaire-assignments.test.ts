import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import {
  questionnaire_assignment_outlets as links,
  project_outlets,
  question_answers,
  questionnaire_steps,
  questionnaire_versions,
  questionnaires,
  questions,
} from '#server/db/schema/index';
import { IMPORT_MESSAGES, type ImportProcess } from '#src/contracts/imports';
import { QUESTIONNAIRE_ASSIGNMENT_MESSAGES as M } from '#src/contracts/questionnaire-assignments';
import { bearerFor } from './support/auth';
import { loadSeedIds, uniqueCode } from './support/catalog-samples';
import { filledTemplate, roundTrip, runImport, type SampleRow } from './support/imports';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
type Outlet = { id: number; name: string; code: string };

let test: TestApp;
let db: Database;
let admin: Headers;
/** Reads questionnaires in every project, changes nothing. */
let reader: Headers;
/** Changes questionnaires in the first project, reads them in the fourth, is not in the others. */
let outsider: Headers;
let project: number;
let outlets: Outlet[];
let foreignOutlet: Outlet;

function call(method: InjectOptions['method'], url: string, headers: Headers, payload?: object) {
  return test.app.inject({ method, url: `/svc/main${url}`, headers, payload });
}
const path = (verb: string) => `/questionnaire_assignment_outlets/${verb}/`;

async function newQuestionnaire(projectId = project) {
  const code = uniqueCode();
  const [row] = await db
    .insert(questionnaires)
    .values({ project_id: projectId, name: `Анкета ${code}`, code })
    .returning({ id: questionnaires.id, code: questionnaires.code });
  return { id: row.id, code: row.code ?? '' };
}

async function listed(questionnaireId: number, headers = admin) {
  const response = await call('POST', path('list'), headers, {
    questionnaire_id: questionnaireId,
    limit: 1000,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as {
    project_outlet_id: number;
    name: string;
    start_date: string | null;
    end_date: string | null;
  }[];
}
const linkedIds = async (questionnaireId: number) =>
  (await listed(questionnaireId)).map((row) => row.project_outlet_id).sort((a, b) => a - b);

async function projectOutlet(projectId: number) {
  const [row] = await db
    .select({ id: project_outlets.id })
    .from(project_outlets)
    .where(eq(project_outlets.project_id, projectId))
    .limit(1);
  return row;
}

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  project = (await loadSeedIds(db)).projectId;
  const columns = {
    id: project_outlets.id,
    name: project_outlets.name,
    code: project_outlets.external_code,
  };
  const rows = await db
    .select(columns)
    .from(project_outlets)
    .where(and(eq(project_outlets.project_id, project), isNotNull(project_outlets.external_code)))
    .orderBy(asc(project_outlets.id))
    .limit(4);
  outlets = rows.map((row) => ({ ...row, code: row.code ?? '' }));
  const [foreign] = await db
    .select(columns)
    .from(project_outlets)
    .where(and(ne(project_outlets.project_id, project), isNotNull(project_outlets.external_code)))
    .limit(1);
  foreignOutlet = { ...foreign, code: foreign.code ?? '' };
  reader = await bearerFor(test, 'questionnaires_report');
  outsider = await bearerFor(test, 'supervisor');
});
afterAll(() => test?.close());

describe('questionnaire_assignment_outlets calls', () => {
  it('links the named outlets, lists them with an open period, and refuses a second link', async () => {
    const questionnaire = await newQuestionnaire();
    const [a, b, c] = outlets;
    const first = await call('POST', path('link'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: [a.id, b.id],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ linked: 2 });
    const rows = await listed(questionnaire.id);
    expect(rows.map((row) => [row.project_outlet_id, row.start_date, row.end_date])).toEqual(
      expect.arrayContaining([
        [a.id, null, null],
        [b.id, null, null],
      ]),
    );
    // One of them is linked already: refused as a whole, naming it; c is not linked either.
    const again = await call('POST', path('link'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: [b.id, c.id],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`${M.alreadyLinked}: ${b.name}`);
    expect(await linkedIds(questionnaire.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it('refuses outlets of another project naming them, linking nothing', async () => {
    const questionnaire = await newQuestionnaire();
    const response = await call('POST', path('link'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: [outlets[0].id, foreignOutlet.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`${M.notInProject}: ${foreignOutlet.id}`);
    expect(await linkedIds(questionnaire.id)).toEqual([]);
    const unlink = await call('POST', path('unlink'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: [foreignOutlet.id],
    });
    expect(unlink.statusCode).toBe(400);
  });

  it('refuses a link naming no outlets', async () => {
    const questionnaire = await newQuestionnaire();
    const response = await call('POST', path('link'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      field: 'project_outlet_ids',
      message: M.noOutlets,
    });
  });

  it('links every outlet matching a filter', async () => {
    const questionnaire = await newQuestionnaire();
    const response = await call('POST', path('link'), admin, {
      questionnaire_id: questionnaire.id,
      filter: { search: outlets[0].code },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().linked).toBeGreaterThanOrEqual(1);
    expect(await linkedIds(questionnaire.id)).toContain(outlets[0].id);
  });

  it('unlinks the named outlets, then all of them', async () => {
    const questionnaire = await newQuestionnaire();
    const ids = outlets.map((outlet) => outlet.id);
    await call('POST', path('link'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: ids,
    });
    const unlink = await call('POST', path('unlink'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: [ids[0]],
    });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect(unlink.json()).toEqual({ unlinked: 1 });
    expect(await linkedIds(questionnaire.id)).not.toContain(ids[0]);
    const all = await call(
      'POST',
      `${path('unlink_all_project_outlets')}?questionnaire_id=${questionnaire.id}`,
      admin,
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ unlinked: ids.length - 1 });
    expect(await linkedIds(questionnaire.id)).toEqual([]);
  });

  it('lets a reader list but not link, and changes only where questionnaires may be changed', async () => {
    const readOnly = await projectOutlet(4);
    const questionnaire = await newQuestionnaire(4);
    await call('POST', path('link'), admin, {
      questionnaire_id: questionnaire.id,
      project_outlet_ids: [readOnly.id],
    });
    expect(await listed(questionnaire.id, reader)).toHaveLength(1);
    const body = { questionnaire_id: questionnaire.id, project_outlet_ids: [readOnly.id] };
    expect((await call('POST', path('link'), reader, body)).statusCode).toBe(403);
    // The supervisor reads the fourth project's questionnaires but changes the first's only.
    expect(await listed(questionnaire.id, outsider)).toHaveLength(1);
    const foreign = await call('POST', path('unlink'), outsider, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(M.questionnaireNotFound);
    const unlinkAll = await call(
      'POST',
      `${path('unlink_all_project_outlets')}?questionnaire_id=${questionnaire.id}`,
      outsider,
    );
    expect(unlinkAll.statusCode).toBe(404);
    expect(await linkedIds(questionnaire.id)).toEqual([readOnly.id]);
    // Not a member of the second project: its questionnaires' outlets are not listed to them.
    const unseen = await newQuestionnaire(2);
    await call('POST', path('link'), admin, {
      questionnaire_id: unseen.id,
      project_outlet_ids: [(await projectOutlet(2)).id],
    });
    expect(await listed(unseen.id, outsider)).toEqual([]);
  });
});

/** Imports `rows` of a kind (a real run unless told). */
async function imported(kind: 'QAPO' | 'QAPO_V2', rows: SampleRow[], dryRun = false) {
  const file = await filledTemplate(test, admin, kind, rows);
  return runImport(test, admin, { kind, projectId: project, file, dryRun });
}

describe('QAPO', () => {
  it('links by codes: a dry run writes nothing, a real run links, again is refused', async () => {
    const questionnaire = await newQuestionnaire();
    const rows = outlets
      .slice(0, 2)
      .map((outlet) => ({ questionnaire_code: questionnaire.code, external_code: outlet.code }));
    const dry = await imported('QAPO', rows, true);
    expect(dry.status).toBe('completed');
    expect(dry.counts).toMatchObject({ created: 2, refused: 0 });
    expect(await linkedIds(questionnaire.id)).toEqual([]);
    const real = await imported('QAPO', rows);
    expect(real.status).toBe('completed');
    expect(real.counts).toMatchObject({ created: 2, refused: 0 });
    expect(await linkedIds(questionnaire.id)).toEqual(
      [outlets[0].id, outlets[1].id].sort((a, b) => a - b),
    );
    const again = await imported('QAPO', rows);
    expect(again.status).toBe('completed_with_errors');
    expect(again.error_data.other.rows.map((row) => row.message)).toEqual([
      'Анкета уже привязана к этой точке',
      'Анкета уже привязана к этой точке',
    ]);
  });

  it('refuses the file whole for one bad row in all-or-nothing mode', async () => {
    const questionnaire = await newQuestionnaire();
    const process = await imported('QAPO', [
      { questionnaire_code: questionnaire.code, external_code: outlets[0].code },
      { questionnaire_code: questionnaire.code, external_code: foreignOutlet.code },
    ]);
    expect(process.status).toBe('completed_with_errors');
    expect(process.error_data.common).toEqual([IMPORT_MESSAGES.atomicRefused]);
    expect(process.error_data.other.rows).toEqual([
      {
        row: 3,
        column: 'Код ТТ *',
        value: foreignOutlet.code,
        message: `Торговая точка с кодом «${foreignOutlet.code}» не найдена в проекте`,
      },
    ]);
    expect(await linkedIds(questionnaire.id)).toEqual([]);
  });

  it('refuses a file without its columns as a whole, in common', async () => {
    const body = multipart([
      { name: 'project_id', value: String(project) },
      { name: 'dry_run', value: 'false' },
      {
        name: 'file',
        filename: 'links.csv',
        type: 'text/csv',
        data: Buffer.from('Что-то;Другое\nA;B\n'),
      },
    ]);
    const started = await test.app.inject({
      method: 'POST',
      url: `/svc/main${path('import')}`,
      payload: body.payload,
      headers: { ...admin, 'content-type': body.contentType },
    });
    expect(started.statusCode, started.body).toBe(202);
    const process = started.json<ImportProcess>();
    expect(process.kind).toBe('QAPO');
    await test.app.jobs.runDue();
    const ended = await test.app.inject({
      method: 'GET',
      url: `/svc/import/api/v1/imports/${process.id}/`,
      headers: admin,
    });
    const result = ended.json<ImportProcess>();
    expect(result.status).toBe('completed_with_errors');
    expect(result.error_data.common).toEqual([
      'Не найдены обязательные столбцы: Код анкеты, Код ТТ',
    ]);
  });

  it('starts the QAPO import from the questionnaire call, for a project of the caller', async () => {
    const questionnaire = await newQuestionnaire();
    const file = await filledTemplate(test, admin, 'QAPO', [
      { questionnaire_code: questionnaire.code, external_code: outlets[2].code },
    ]);
    const parts = (projectId: number) =>
      multipart([
        { name: 'project_id', value: String(projectId) },
        { name: 'kind', value: 'PLANOGRAMS' },
        { name: 'dry_run', value: 'false' },
        {
          name: 'file',
          filename: 'links.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data: file,
        },
      ]);
    const send = (headers: Headers, projectId: number) => {
      const body = parts(projectId);
      return test.app.inject({
        method: 'POST',
        url: `/svc/main${path('import')}`,
        payload: body.payload,
        headers: { ...headers, 'content-type': body.contentType },
      });
    };
    expect((await send(reader, project)).statusCode).toBe(403);
    expect((await send(outsider, project)).statusCode).toBe(403);
    const started = await send(admin, project);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json<ImportProcess>()).toMatchObject({ kind: 'QAPO', project_id: project });
    await test.app.jobs.runDue();
    expect(await linkedIds(questionnaire.id)).toEqual([outlets[2].id]);
  });
});

describe('QAPO_V2', () => {
  it('links with the period, shown in the list, and refuses a start after the end', async () => {
    const questionnaire = await newQuestionnaire();
    const rows: SampleRow[] = [
      {
        questionnaire_code: questionnaire.code,
        external_code: outlets[0].code,
        start_date: '01.02.2026',
        end_date: '28.02.2026',
      },
      { questionnaire_code: questionnaire.code, external_code: outlets[1].code },
    ];
    const dry = await imported('QAPO_V2', rows, true);
    expect(dry.counts).toMatchObject({ created: 2, refused: 0 });
    expect(await linkedIds(questionnaire.id)).toEqual([]);
    const real = await imported('QAPO_V2', rows);
    expect(real.status).toBe('completed');
    const byOutlet = new Map(
      (await listed(questionnaire.id)).map((row) => [
        row.project_outlet_id,
        [row.start_date, row.end_date],
      ]),
    );
    expect(byOutlet.get(outlets[0].id)).toEqual(['2026-02-01', '2026-02-28']);
    expect(byOutlet.get(outlets[1].id)).toEqual([null, null]);
    const backwards = await imported(
      'QAPO_V2',
      [
        {
          questionnaire_code: questionnaire.code,
          external_code: outlets[2].code,
          start_date: '01.03.2026',
          end_date: '01.02.2026',
        },
      ],
      true,
    );
    expect(backwards.error_data.other.rows).toMatchObject([
      { row: 2, column: 'Дата начала', message: 'Дата начала не может быть позже даты окончания' },
    ]);
    const stored = await db
      .select({ id: links.id })
      .from(links)
      .where(eq(links.questionnaire_id, questionnaire.id));
    expect(stored).toHaveLength(2);
  });
});

describe('QUESTIONNAIRES', () => {
  const shelfRows = (code: string): SampleRow[] => [
    {
      questionnaire_code: code,
      questionnaire_name: 'Аудит полки',
      step: 'Полка',
      question_code: 'Q1',
      question_name: 'Есть ли товар?',
      answer_type: 'Один из списка',
      is_required: 'да',
      options: 'Да; Нет',
    },
    {
      questionnaire_code: code,
      step: 'Полка',
      question_code: 'Q2',
      question_name: 'Сколько фейсингов?',
      answer_type: 'integer',
      min_number: 0,
      max_number: 50,
    },
  ];

  async function draftOf(code: string) {
    const [questionnaire] = await db
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.project_id, project), eq(questionnaires.code, code)));
    return questionnaire;
  }

  it('creates a draft questionnaire with its step, questions and options, then changes nothing', async () => {
    const code = uniqueCode();
    await roundTrip(test, admin, {
      kind: 'QUESTIONNAIRES',
      projectId: project,
      rows: shelfRows(code),
    });
    const questionnaire = await draftOf(code);
    expect(questionnaire.name).toBe('Аудит полки');
    expect(questionnaire.draft_changed_at).not.toBeNull();
    const stored = await db
      .select()
      .from(questions)
      .where(eq(questions.questionnaire_id, questionnaire.id))
      .orderBy(asc(questions.sort));
    expect(
      stored.map((q) => [q.code, q.answer_type, q.is_required, q.min_number, q.max_number]),
    ).toEqual([
      ['Q1', 'one', true, null, null],
      ['Q2', 'integer', false, 0, 50],
    ]);
    const options = await db
      .select({ name: question_answers.name })
      .from(question_answers)
      .where(eq(question_answers.question_id, stored[0].id))
      .orderBy(asc(question_answers.sort));
    expect(options.map((o) => o.name)).toEqual(['Да', 'Нет']);
    const steps = await db
      .select()
      .from(questionnaire_steps)
      .where(eq(questionnaire_steps.questionnaire_id, questionnaire.id));
    expect(steps.map((s) => s.name)).toEqual(['Полка']);
    expect(stored.every((q) => q.step_id === steps[0].id)).toBe(true);
  });

  it('changes the draft of a published questionnaire, never its versions', async () => {
    const [published] = await db
      .select({ id: questionnaires.id, code: questionnaires.code })
      .from(questionnaires)
      .innerJoin(
        questionnaire_versions,
        eq(questionnaire_versions.questionnaire_id, questionnaires.id),
      )
      .where(and(eq(questionnaires.project_id, project), isNotNull(questionnaires.code)))
      .limit(1);
    const [question] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.questionnaire_id, published.id), isNotNull(questions.code)))
      .limit(1);
    const versionsBefore = await db
      .select()
      .from(questionnaire_versions)
      .where(eq(questionnaire_versions.questionnaire_id, published.id));
    const options = await db
      .select({ name: question_answers.name })
      .from(question_answers)
      .where(eq(question_answers.question_id, question.id))
      .orderBy(asc(question_answers.sort));
    const file = await filledTemplate(test, admin, 'QUESTIONNAIRES', [
      {
        questionnaire_code: published.code,
        question_code: question.code,
        question_name: `${question.name} (уточнено)`,
        answer_type: question.answer_type,
        is_required: question.is_required ? 'да' : 'нет',
        options: options.map((o) => o.name).join('; ') || null,
        min_number: question.min_number,
        max_number: question.max_number,
        min_length: question.min_length,
        min_photo_count: question.min_photo_count,
      },
    ]);
    const process = await runImport(test, admin, {
      kind: 'QUESTIONNAIRES',
      projectId: project,
      file,
    });
    expect(process.error_data.other.rows).toEqual([]);
    expect(process.counts).toMatchObject({ updated: 1, refused: 0 });
    const [renamed] = await db.select().from(questions).where(eq(questions.id, question.id));
    expect(renamed.name).toBe(`${question.name} (уточнено)`);
    const [draft] = await db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, published.id));
    expect(draft.draft_changed_at).not.toBeNull();
    const versionsAfter = await db
      .select()
      .from(questionnaire_versions)
      .where(eq(questionnaire_versions.questionnaire_id, published.id));
    expect(versionsAfter).toEqual(versionsBefore);
  });

  it('refuses the file whole for an unknown answer type, creating nothing', async () => {
    const code = uniqueCode();
    const [good, second] = shelfRows(code);
    const file = await filledTemplate(test, admin, 'QUESTIONNAIRES', [
      good,
      { ...second, answer_type: 'Дата' },
    ]);
    const dry = await runImport(test, admin, {
      kind: 'QUESTIONNAIRES',
      projectId: project,
      file,
      dryRun: true,
    });
    expect(dry.counts).toMatchObject({ created: 1, refused: 1 });
    const real = await runImport(test, admin, { kind: 'QUESTIONNAIRES', projectId: project, file });
    expect(real.status).toBe('completed_with_errors');
    expect(real.error_data.common).toEqual([IMPORT_MESSAGES.atomicRefused]);
    expect(real.error_data.other.rows).toMatchObject([
      { row: 3, column: 'Тип ответа *', value: 'Дата' },
    ]);
    expect(real.error_data.other.rows[0].message).toMatch(/^Тип ответа: Фото, Число/);
    expect(await draftOf(code)).toBeUndefined();
  });

  it('refuses a new questionnaire without its name, and a choice without options', async () => {
    const code = uniqueCode();
    const [first, second] = shelfRows(code);
    const file = await filledTemplate(test, admin, 'QUESTIONNAIRES', [
      { ...first, questionnaire_name: null, options: null },
      second,
      {
        questionnaire_code: code,
        question_code: 'Q3',
        question_name: 'Фото полки',
        answer_type: 'Фото',
        min_photo_count: 3_000_000_000,
      },
    ]);
    const process = await runImport(test, admin, {
      kind: 'QUESTIONNAIRES',
      projectId: project,
      file,
      dryRun: true,
    });
    expect(process.error_data.other.rows.map((row) => [row.row, row.message])).toEqual([
      [2, 'У вопроса с выбором нужны варианты ответа через «;»'],
      [3, 'Поле обязательно для заполнения'],
      [4, 'Число от 0 до 10000'],
    ]);
  });
});
