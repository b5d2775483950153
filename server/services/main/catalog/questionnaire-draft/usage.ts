import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { question_results, questions } from '#server/db/schema/index';

/**
 * What the filled-in results hold of the draft: a question or option they name is archived
 * rather than deleted, and a question's type stays once it has one.
 */

export async function hasResults(db: Database, questionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: question_results.id })
    .from(question_results)
    .where(eq(question_results.question_id, questionId))
    .limit(1);
  return row !== undefined;
}

/**
 * The options of `answerIds` some result of the question chose: a one answer's value is the
 * option's id, a many answer's an array of ids.
 */
export async function chosenAnswerIds(
  db: Database,
  questionId: number,
  answerIds: readonly number[],
): Promise<Set<number>> {
  if (answerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sql<number>`option_id` })
    .from(sql`unnest(${sql.param([...answerIds])}::int[]) as option_id`)
    .where(
      sql`exists (select 1 from ${question_results} where ${eq(
        question_results.question_id,
        questionId,
      )} and (${question_results.value} = to_jsonb(option_id) or ${
        question_results.value
      } @> jsonb_build_array(option_id)))`,
    );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Questions of the draft whose condition is on the question, by order. */
export async function liveDependants(db: Database, questionId: number) {
  return db
    .select({ id: questions.id, name: questions.name })
    .from(questions)
    .where(and(eq(questions.parent_question_id, questionId), isNull(questions.archived_at)))
    .orderBy(asc(questions.sort), asc(questions.id));
}

/** Whether an archived question's condition is on it: deleting it would take that one along. */
export async function hasArchivedDependants(db: Database, questionId: number) {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.parent_question_id, questionId), isNotNull(questions.archived_at)))
    .limit(1);
  return row !== undefined;
}

/** Questions of the draft (other than `exceptId`) whose conditions name any of the options. */
export async function conditionsNaming(
  db: Database,
  questionnaireId: number,
  answerIds: readonly number[],
  exceptId?: number,
) {
  if (answerIds.length === 0) return [];
  return db
    .select({ id: questions.id, name: questions.name })
    .from(questions)
    .where(
      and(
        eq(questions.questionnaire_id, questionnaireId),
        isNull(questions.archived_at),
        exceptId === undefined ? undefined : ne(questions.id, exceptId),
        sql`${questions.condition_answer_ids} && ${sql.param([...answerIds])}::int[]`,
      ),
    )
    .orderBy(asc(questions.sort), asc(questions.id));
}

/** Those of `ids` that are questions of the questionnaire's draft. */
export async function liveQuestionIds(
  db: Database,
  questionnaireId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.questionnaire_id, questionnaireId),
        isNull(questions.archived_at),
        inArray(questions.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
