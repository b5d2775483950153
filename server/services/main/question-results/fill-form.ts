import type { Database } from '#server/db/client';
import { lockVisits } from '#server/files/links/write-links';
import { ApiError } from '#server/http/errors';
import {
  type FilledQuestionnaire,
  QUESTION_RESULT_MESSAGES,
} from '#src/contracts/question-results';
import type { QuestionnaireContent } from '#src/contracts/questionnaire-content';
import { answerProblems } from '#src/contracts/questionnaire-rules';
import { type AnswerChange, planChanges, problemsError } from './answer-plan';
import { loadForm, readFilled } from './filled-form';
import { filledAnswersOf } from './stored-answers';
import { visitFormOf } from './visit-form';
import { writeForm } from './write-answers';

interface FormAnswer {
  question_id: number;
  value: AnswerChange['value'];
  comment?: string | null;
}

interface FillParams {
  visitId: number;
  questionnaireId: number;
  answers: readonly FormAnswer[];
  projectIds: number[];
  userId: number;
}

const answerField = (questionId: number) => `answers.${questionId}`;

/** The body's answers as changes: each question once, and of the version (else 400). */
function changesOf(content: QuestionnaireContent, answers: readonly FormAnswer[]): AnswerChange[] {
  const inVersion = new Set(content.questions.map((question) => question.id));
  const seen = new Set<number>();
  const errors: { field: string; message: string }[] = [];
  for (const answer of answers) {
    const message = seen.has(answer.question_id)
      ? QUESTION_RESULT_MESSAGES.duplicateQuestion
      : inVersion.has(answer.question_id)
        ? null
        : QUESTION_RESULT_MESSAGES.notInVersion;
    seen.add(answer.question_id);
    if (message) errors.push({ field: answerField(answer.question_id), message });
  }
  if (errors.length) throw new ApiError(400, errors[0].message, errors);
  return answers.map((answer) => ({
    questionId: answer.question_id,
    value: answer.value,
    comment: answer.comment,
  }));
}

/** 400 naming every problem of the whole form, if it has any. */
function assertFormValid(
  content: QuestionnaireContent,
  answers: Parameters<typeof answerProblems>[1],
) {
  const problems = answerProblems(content, answers);
  if (problems.size) throw problemsError(content, [...problems], answerField);
}

/**
 * Fills the questionnaire for a visit that has no results of it, in its latest published
 * version, the whole form checked with the photos the visit already has; photo questions with
 * photos get their result even when the body leaves them out.
 */
export function createFilled(db: Database, params: FillParams): Promise<FilledQuestionnaire> {
  return db.transaction(async (tx) => {
    const form = await visitFormOf(tx, params);
    await lockVisits(tx, [form.visitId]);
    const { stored, version } = await loadForm(tx, form);
    if (stored.versionId !== null) throw new ApiError(409, QUESTION_RESULT_MESSAGES.alreadyFilled);
    const { content } = version;
    const changes = changesOf(content, params.answers);
    const named = new Set(changes.map((change) => change.questionId));
    for (const question of content.questions) {
      if (question.answer_type !== 'photo' || named.has(question.id)) continue;
      if (stored.photos.get(question.id)) changes.push({ questionId: question.id, value: null });
    }
    const plan = planChanges(content, filledAnswersOf(content, stored), changes, { clear: false });
    assertFormValid(content, plan.next);
    await writeForm(tx, {
      ...form,
      versionId: version.id,
      content,
      stored,
      changes,
      clears: [],
      userId: params.userId,
    });
    return readFilled(tx, form);
  });
}

/**
 * Corrects the answers named, the others kept, against the version the visit's results are in,
 * the whole form checked. Answers a changed parent clears are deleted with their photos only
 * with `confirmClear`; without it the call is refused (409) naming those questions.
 */
export function updateFilled(
  db: Database,
  params: FillParams & { confirmClear: boolean },
): Promise<FilledQuestionnaire> {
  return db.transaction(async (tx) => {
    const form = await visitFormOf(tx, params);
    await lockVisits(tx, [form.visitId]);
    const { stored, version } = await loadForm(tx, form);
    if (stored.versionId === null) throw new ApiError(404, QUESTION_RESULT_MESSAGES.notFilled);
    const { content } = version;
    const changes = changesOf(content, params.answers);
    const plan = planChanges(content, filledAnswersOf(content, stored), changes, { clear: true });
    assertFormValid(content, plan.next);
    if (plan.clears.length && !params.confirmClear) {
      const names = new Map(content.questions.map((question) => [question.id, question.name]));
      throw new ApiError(409, QUESTION_RESULT_MESSAGES.confirmClear, undefined, {
        clears: plan.clears.map((id) => ({ question_id: id, name: names.get(id) ?? '' })),
      });
    }
    await writeForm(tx, {
      ...form,
      versionId: version.id,
      content,
      stored,
      changes,
      clears: plan.clears,
      userId: params.userId,
    });
    return readFilled(tx, form);
  });
}
