import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { questionnaire_steps, questionnaires, questions } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { QUESTIONNAIRE_MESSAGES } from '#src/contracts/catalog/questionnaires';

/** A 400 or 409 with the field of the form at fault marked with the same text. */
export function refusal(status: 400 | 409, message: string, field?: string): ApiError {
  return new ApiError(status, message, field ? [{ field, message }] : undefined);
}

/** Names a refusal shows before 'и ещё N'. */
const NAMED = 10;

/** 'Текст: A, B' or 'Текст: A, B, … и ещё 12': the rows a refusal is about. */
export function naming(message: string, names: readonly string[]): string {
  const shown = names.slice(0, NAMED).join(', ');
  const rest = names.length > NAMED ? ` и ещё ${names.length - NAMED}` : '';
  return `${message}: ${shown}${rest}`;
}

/** The questionnaire, locked, when its project is one of `permitted`. */
async function lockedIn(db: Database, id: number, permitted: readonly number[]) {
  if (permitted.length === 0) return undefined;
  const [row] = await db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), inArray(questionnaires.project_id, [...permitted])))
    .for('update');
  return row?.id;
}

/**
 * Locks the questionnaire when its project is one of `permitted` (404 otherwise), so the draft's
 * edits of one questionnaire follow one another: a sort taken after the last, a condition
 * checked against options, stay true until the commit.
 */
export async function lockQuestionnaire(
  db: Database,
  id: number,
  permitted: readonly number[],
): Promise<number> {
  const locked = await lockedIn(db, id, permitted);
  if (locked === undefined) throw new ApiError(404, QUESTIONNAIRE_MESSAGES.questionnaireNotFound);
  return locked;
}

/** Every draft change marks the draft as differing from the last published version. */
export async function stampDraft(db: Database, questionnaireId: number): Promise<void> {
  await db
    .update(questionnaires)
    .set({ draft_changed_at: sql`now()` })
    .where(eq(questionnaires.id, questionnaireId));
}

/** The questionnaire of a step of the permitted projects, locked; 404 otherwise. */
export async function lockStepQuestionnaire(
  db: Database,
  stepId: number,
  permitted: readonly number[],
): Promise<number> {
  const [step] = await db
    .select({ questionnaireId: questionnaire_steps.questionnaire_id })
    .from(questionnaire_steps)
    .where(eq(questionnaire_steps.id, stepId));
  const locked = step && (await lockedIn(db, step.questionnaireId, permitted));
  if (locked === undefined) throw new ApiError(404, QUESTIONNAIRE_MESSAGES.stepNotFound);
  return locked;
}

export type QuestionRow = typeof questions.$inferSelect;

/**
 * A question of the draft (not archived) of the permitted projects, read after its
 * questionnaire is locked; 404 otherwise.
 */
export async function lockedQuestion(
  db: Database,
  questionId: number,
  permitted: readonly number[],
): Promise<QuestionRow> {
  const live = and(eq(questions.id, questionId), isNull(questions.archived_at));
  const [found] = await db
    .select({ questionnaireId: questions.questionnaire_id })
    .from(questions)
    .where(live);
  const locked = found && (await lockedIn(db, found.questionnaireId, permitted));
  const [row] = locked ? await db.select().from(questions).where(live).for('update') : [];
  if (!row) throw new ApiError(404, QUESTIONNAIRE_MESSAGES.questionNotFound);
  return row;
}

/** A step named by a question must be of the question's questionnaire (400 on `field`). */
export async function assertOwnSteps(
  db: Database,
  questionnaireId: number,
  stepIds: readonly (number | null | undefined)[],
  field = 'step_id',
): Promise<void> {
  const named = [...new Set(stepIds.filter((id): id is number => typeof id === 'number'))];
  if (named.length === 0) return;
  const own = await db
    .select({ id: questionnaire_steps.id })
    .from(questionnaire_steps)
    .where(
      and(
        inArray(questionnaire_steps.id, named),
        eq(questionnaire_steps.questionnaire_id, questionnaireId),
      ),
    );
  if (own.length < named.length) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.stepOfAnother, field);
  }
}
