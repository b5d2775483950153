import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { questionnaires, questions, visits } from '#server/db/schema/index';
import { lockVisits } from '#server/files/links/write-links';
import { ApiError } from '#server/http/errors';
import { QUESTION_RESULT_MESSAGES, type QuestionResultRow } from '#src/contracts/question-results';
import type { AnswerValue } from '#src/contracts/questionnaire-content';
import { answerProblems } from '#src/contracts/questionnaire-rules';
import { planChanges, problemsError } from './answer-plan';
import {
  filledAnswersOf,
  latestVersions,
  readStoredForms,
  readVersions,
  type StoredForm,
  type Version,
} from './stored-answers';
import { writeForm } from './write-answers';

export interface ResultRowInput {
  visit_id: number;
  question_id: number;
  value: AnswerValue;
  comment?: string | null;
}

interface FieldError {
  field: string;
  message: string;
}

/** The rows of one visit's questionnaire, with their places in the body. */
interface FormRows {
  visitId: number;
  questionnaireId: number;
  rows: { index: number; row: ResultRowInput }[];
}

/** Field errors in the order of the body's rows (`3.value` before `12.value`). */
const byRow = (a: FieldError, b: FieldError) =>
  Number.parseInt(a.field, 10) - Number.parseInt(b.field, 10);

function refused(status: number, errors: FieldError[]): ApiError {
  const ordered = [...errors].sort(byRow);
  return new ApiError(status, ordered[0].message, ordered);
}

/** The visits of the rows, all of the permitted projects (404 otherwise), by id. */
async function visitProjects(db: Database, visitIds: number[], projectIds: number[]) {
  const rows = projectIds.length
    ? await db
        .select({ id: visits.id, project_id: visits.project_id })
        .from(visits)
        .where(
          and(
            inArray(visits.id, visitIds),
            inArray(visits.project_id, projectIds),
            isNull(visits.deleted_at),
          ),
        )
    : [];
  if (rows.length !== visitIds.length) {
    throw new ApiError(404, QUESTION_RESULT_MESSAGES.visitNotFound);
  }
  return new Map(rows.map((row) => [row.id, row.project_id]));
}

/** The rows grouped by visit and questionnaire; each question once per visit, of its project. */
async function groupRows(
  db: Database,
  rows: readonly ResultRowInput[],
  projectOf: Map<number, number>,
): Promise<FormRows[]> {
  const found = await db
    .select({
      id: questions.id,
      questionnaire_id: questions.questionnaire_id,
      project_id: questionnaires.project_id,
    })
    .from(questions)
    .innerJoin(questionnaires, eq(questionnaires.id, questions.questionnaire_id))
    .where(inArray(questions.id, [...new Set(rows.map((row) => row.question_id))]));
  const questionOf = new Map(found.map((question) => [question.id, question]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const forms = new Map<string, FormRows>();
  rows.forEach((row, index) => {
    const field = `${index}.question_id`;
    const question = questionOf.get(row.question_id);
    const pair = `${row.visit_id}:${row.question_id}`;
    if (seen.has(pair)) {
      errors.push({ field, message: QUESTION_RESULT_MESSAGES.duplicateQuestion });
      return;
    }
    seen.add(pair);
    if (!question || question.project_id !== projectOf.get(row.visit_id)) {
      errors.push({ field, message: QUESTION_RESULT_MESSAGES.questionNotFound });
      return;
    }
    const key = `${row.visit_id}:${question.questionnaire_id}`;
    const form = forms.get(key) ?? {
      visitId: row.visit_id,
      questionnaireId: question.questionnaire_id,
      rows: [],
    };
    form.rows.push({ index, row });
    forms.set(key, form);
  });
  if (errors.length) throw refused(400, errors);
  return [...forms.values()];
}

/** Each form's stored answers and version: its results' one, else (adding) the latest published. */
async function formVersions(
  db: Database,
  forms: readonly FormRows[],
  adding: boolean,
): Promise<{ form: FormRows; stored: StoredForm; version: Version }[]> {
  const storedOf = await readStoredForms(db, forms);
  const stored = forms.map((form) => storedOf(form));
  const [byId, latest] = await Promise.all([
    readVersions(
      db,
      stored.flatMap((one) => (one.versionId === null ? [] : [one.versionId])),
    ),
    adding
      ? latestVersions(
          db,
          forms.filter((_, i) => stored[i].versionId === null).map((form) => form.questionnaireId),
        )
      : new Map<number, Version>(),
  ]);
  const errors: FieldError[] = [];
  const loaded = forms.flatMap((form, i) => {
    const { versionId } = stored[i];
    const version = versionId === null ? latest.get(form.questionnaireId) : byId.get(versionId);
    if (version) return [{ form, stored: stored[i], version }];
    const message = adding
      ? QUESTION_RESULT_MESSAGES.noVersion
      : QUESTION_RESULT_MESSAGES.notFilled;
    errors.push(...form.rows.map(({ index }) => ({ field: `${index}.question_id`, message })));
    return [];
  });
  if (errors.length) throw refused(adding ? 409 : 400, errors);
  return loaded;
}

/**
 * Adds (`adding`) or changes answers of visits row by row, in one transaction. Each row's
 * question must be in the version its visit's questionnaire is filled in (adding: the latest
 * published when not filled yet) and, when adding, not answered yet (409). Each answer is checked
 * on its own — its value, and whether its question is shown with the visit's other answers —
 * not the rest of the form. A change clears the dependents of a changed parent answer only with
 * `confirmClear` (otherwise 409 naming them).
 */
export function writeResultRows(
  db: Database,
  params: {
    rows: readonly ResultRowInput[];
    projectIds: number[];
    userId: number;
    adding: boolean;
    confirmClear: boolean;
  },
): Promise<{ items: QuestionResultRow[]; deleted: { visit_id: number; question_id: number }[] }> {
  const { rows, adding } = params;
  return db.transaction(async (tx) => {
    const visitIds = [...new Set(rows.map((row) => row.visit_id))];
    const projectOf = await visitProjects(tx, visitIds, params.projectIds);
    await lockVisits(tx, visitIds);
    const forms = await formVersions(tx, await groupRows(tx, rows, projectOf), adding);

    const structural: FieldError[] = [];
    const answered: FieldError[] = [];
    for (const { form, stored, version } of forms) {
      const inVersion = new Set(version.content.questions.map((question) => question.id));
      for (const { index, row } of form.rows) {
        const field = `${index}.question_id`;
        if (!inVersion.has(row.question_id)) {
          structural.push({ field, message: QUESTION_RESULT_MESSAGES.notInVersion });
        } else if (adding && stored.results.has(row.question_id)) {
          answered.push({ field, message: QUESTION_RESULT_MESSAGES.answerExists });
        }
      }
    }
    if (structural.length) throw refused(400, structural);
    if (answered.length) throw refused(409, answered);

    const plans = forms.map(({ form, stored, version }) => {
      const changes = form.rows.map(({ row }) => ({
        questionId: row.question_id,
        value: row.value,
        comment: row.comment,
      }));
      const plan = planChanges(version.content, filledAnswersOf(version.content, stored), changes, {
        clear: !adding,
      });
      return { form, stored, version, changes, plan };
    });
    const problems = plans.flatMap(({ form, version, plan }) => {
      const found = answerProblems(version.content, plan.next);
      const indexOf = new Map(form.rows.map(({ index, row }) => [row.question_id, index]));
      const own = [...found].filter(([questionId]) => indexOf.has(questionId));
      if (own.length === 0) return [];
      const error = problemsError(version.content, own, (id) => `${indexOf.get(id)}.value`);
      return error.errors ?? [];
    });
    if (problems.length) throw refused(400, problems);

    const clears = plans.flatMap(({ form, version, plan }) => {
      const names = new Map(
        version.content.questions.map((question) => [question.id, question.name]),
      );
      return plan.clears.map((id) => ({
        visit_id: form.visitId,
        question_id: id,
        name: names.get(id) ?? '',
      }));
    });
    if (clears.length && !params.confirmClear) {
      throw new ApiError(409, QUESTION_RESULT_MESSAGES.confirmClear, undefined, { clears });
    }

    const items: QuestionResultRow[] = [];
    const deleted: { visit_id: number; question_id: number }[] = [];
    for (const { form, stored, version, changes, plan } of plans) {
      const written = await writeForm(tx, {
        visitId: form.visitId,
        questionnaireId: form.questionnaireId,
        versionId: version.id,
        content: version.content,
        stored,
        changes,
        clears: plan.clears,
        userId: params.userId,
      });
      items.push(...written.items);
      deleted.push(...written.deleted.map((id) => ({ visit_id: form.visitId, question_id: id })));
    }
    return { items, deleted };
  });
}
