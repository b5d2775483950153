import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { question_answers } from '#server/db/schema/index';
import type { questionPatchSchema } from '#src/contracts/catalog/questionnaire-draft';
import { QUESTIONNAIRE_MESSAGES } from '#src/contracts/catalog/questionnaires';
import { naming, refusal } from './own-rows';
import { chosenAnswerIds, conditionsNaming } from './usage';

type AnswerInput = NonNullable<z.output<typeof questionPatchSchema>['answers']>[number];

/** The options of a new question, in order. */
export async function insertAnswers(
  db: Database,
  questionId: number,
  answers: readonly AnswerInput[],
): Promise<void> {
  if (answers.length === 0) return;
  await db.insert(question_answers).values(
    answers.map((answer, sort) => ({
      question_id: questionId,
      name: answer.name,
      code: answer.code ?? null,
      sort,
    })),
  );
}

async function liveAnswerIds(db: Database, questionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: question_answers.id })
    .from(question_answers)
    .where(and(eq(question_answers.question_id, questionId), isNull(question_answers.archived_at)));
  return rows.map((row) => row.id);
}

/**
 * Options left out of the list: refused while another question's condition names one (409),
 * archived when an answer chose it, deleted otherwise.
 */
async function removeAnswers(
  db: Database,
  questionnaireId: number,
  questionId: number,
  removed: readonly number[],
): Promise<void> {
  if (removed.length === 0) return;
  const dependants = await conditionsNaming(db, questionnaireId, removed, questionId);
  if (dependants.length) {
    const message = naming(
      QUESTIONNAIRE_MESSAGES.answersInConditions,
      dependants.map((row) => row.name),
    );
    throw refusal(409, message, 'answers');
  }
  const chosen = await chosenAnswerIds(db, questionId, removed);
  const archived = removed.filter((id) => chosen.has(id));
  const deleted = removed.filter((id) => !chosen.has(id));
  if (archived.length) {
    await db
      .update(question_answers)
      .set({ archived_at: sql`now()` })
      .where(inArray(question_answers.id, archived));
  }
  if (deleted.length)
    await db.delete(question_answers).where(inArray(question_answers.id, deleted));
}

/**
 * Makes the question's live options the list as given, in its order: an item with an id keeps
 * that option (its name, its code when given, its place), one without is a new option.
 */
export async function replaceAnswers(
  db: Database,
  questionnaireId: number,
  questionId: number,
  answers: readonly AnswerInput[],
): Promise<void> {
  const live = new Set(await liveAnswerIds(db, questionId));
  const kept = answers.flatMap((answer) => (answer.id === undefined ? [] : [answer.id]));
  if (new Set(kept).size < kept.length) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.answerTwice, 'answers');
  }
  if (kept.some((id) => !live.has(id))) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.answerOfAnother, 'answers');
  }
  const keptSet = new Set(kept);
  await removeAnswers(
    db,
    questionnaireId,
    questionId,
    [...live].filter((id) => !keptSet.has(id)),
  );
  for (const [sort, answer] of answers.entries()) {
    const fields = {
      name: answer.name,
      sort,
      ...(answer.code === undefined ? {} : { code: answer.code }),
    };
    if (answer.id === undefined) {
      await db.insert(question_answers).values({ question_id: questionId, code: null, ...fields });
    } else {
      await db.update(question_answers).set(fields).where(eq(question_answers.id, answer.id));
    }
  }
}

/** A question no longer of a choice type keeps no options (it had no answers to keep them for). */
export async function dropAnswers(db: Database, questionId: number): Promise<void> {
  await db.delete(question_answers).where(eq(question_answers.question_id, questionId));
}
