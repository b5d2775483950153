import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { question_answers, questions } from '#server/db/schema/index';
import { QUESTIONNAIRE_MESSAGES } from '#src/contracts/catalog/questionnaires';
import type { QuestionCondition } from '#src/contracts/questionnaire-content';
import { refusal } from './own-rows';

const CHOICE_TYPES: readonly string[] = ['one', 'many'];
export const isChoice = (answerType: string) => CHOICE_TYPES.includes(answerType);

/** The columns a condition is stored in (all three empty for none). */
export function conditionColumns(condition: QuestionCondition | null) {
  return {
    parent_question_id: condition?.question_id ?? null,
    condition_operator: condition?.operator ?? null,
    condition_answer_ids: condition?.answer_ids ?? null,
  };
}

/**
 * A condition of question `questionId` (undefined for a new one) is on a one or many question of
 * the same draft, names only that question's live options, and does not lead back to the
 * question through the parents' own conditions. Refused on `condition` otherwise.
 */
export async function assertCondition(
  db: Database,
  questionnaireId: number,
  questionId: number | undefined,
  condition: QuestionCondition,
): Promise<void> {
  if (condition.question_id === questionId) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.conditionOnItself, 'condition');
  }
  const draft = await db
    .select({
      id: questions.id,
      answerType: questions.answer_type,
      parent: questions.parent_question_id,
    })
    .from(questions)
    .where(and(eq(questions.questionnaire_id, questionnaireId), isNull(questions.archived_at)));
  const byId = new Map(draft.map((row) => [row.id, row]));
  const parent = byId.get(condition.question_id);
  if (!parent || !isChoice(parent.answerType)) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.conditionParent, 'condition');
  }
  const seen = new Set<number>();
  for (let up = parent.parent; up !== null; up = byId.get(up)?.parent ?? null) {
    if (up === questionId || seen.has(up)) {
      throw refusal(400, QUESTIONNAIRE_MESSAGES.conditionCycle, 'condition');
    }
    seen.add(up);
  }
  const options = await db
    .select({ id: question_answers.id })
    .from(question_answers)
    .where(
      and(
        eq(question_answers.question_id, parent.id),
        isNull(question_answers.archived_at),
        inArray(question_answers.id, condition.answer_ids),
      ),
    );
  if (options.length < condition.answer_ids.length) {
    throw refusal(400, QUESTIONNAIRE_MESSAGES.conditionAnswers, 'condition');
  }
}
