import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { readDraftContent } from '#server/db/queries/questionnaire-content';
import { questionnaire_steps, questions } from '#server/db/schema/index';
import type { DraftQuestion } from '#src/contracts/catalog/questionnaire-draft';

/** Questions of the draft as the content has them, in the order of `ids`. */
export async function draftQuestions(
  db: Database,
  questionnaireId: number,
  ids: readonly number[],
): Promise<DraftQuestion[]> {
  const { questions: all } = await readDraftContent(db, questionnaireId);
  const byId = new Map(all.map((question) => [question.id, question]));
  return ids.flatMap((id) => {
    const question = byId.get(id);
    return question ? [{ ...question, questionnaire_id: questionnaireId }] : [];
  });
}

/** The sort after the draft's last question (0 for the first). */
export async function nextQuestionSort(db: Database, questionnaireId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(questions.sort) })
    .from(questions)
    .where(and(eq(questions.questionnaire_id, questionnaireId), isNull(questions.archived_at)));
  return (row?.last ?? -1) + 1;
}

/** The sort after the questionnaire's last step (0 for the first). */
export async function nextStepSort(db: Database, questionnaireId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${questionnaire_steps.sort}) + 1, 0)::int` })
    .from(questionnaire_steps)
    .where(eq(questionnaire_steps.questionnaire_id, questionnaireId));
  return row?.next ?? 0;
}
