import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { QuestionnaireContent } from '#src/contracts/questionnaire-content';
import type { Database } from '../client';
import {
  question_answers,
  questionnaire_steps,
  questionnaire_versions,
  questionnaires,
  questions,
} from '../schema/index';

/**
 * The draft of a questionnaire as a version would hold it: its steps, and its questions that are
 * not archived with their options that are not, each in order (sort, then id).
 */
export async function readDraftContent(
  db: Database,
  questionnaireId: number,
): Promise<QuestionnaireContent> {
  const [steps, rows] = await Promise.all([
    db
      .select({
        id: questionnaire_steps.id,
        name: questionnaire_steps.name,
        sort: questionnaire_steps.sort,
      })
      .from(questionnaire_steps)
      .where(eq(questionnaire_steps.questionnaire_id, questionnaireId))
      .orderBy(asc(questionnaire_steps.sort), asc(questionnaire_steps.id)),
    db
      .select()
      .from(questions)
      .where(and(eq(questions.questionnaire_id, questionnaireId), isNull(questions.archived_at)))
      .orderBy(asc(questions.sort), asc(questions.id)),
  ]);
  const answers = rows.length
    ? await db
        .select({
          id: question_answers.id,
          question_id: question_answers.question_id,
          name: question_answers.name,
          code: question_answers.code,
          sort: question_answers.sort,
        })
        .from(question_answers)
        .where(
          and(
            inArray(
              question_answers.question_id,
              rows.map((row) => row.id),
            ),
            isNull(question_answers.archived_at),
          ),
        )
        .orderBy(asc(question_answers.sort), asc(question_answers.id))
    : [];
  return {
    steps,
    questions: rows.map((row) => ({
      id: row.id,
      step_id: row.step_id,
      name: row.name,
      description: row.description,
      code: row.code,
      answer_type: row.answer_type,
      is_required: row.is_required,
      sort: row.sort,
      min_number: row.min_number,
      max_number: row.max_number,
      min_length: row.min_length,
      min_photo_count: row.min_photo_count,
      condition:
        row.parent_question_id !== null && row.condition_operator !== null
          ? {
              question_id: row.parent_question_id,
              operator: row.condition_operator,
              answer_ids: row.condition_answer_ids ?? [],
            }
          : null,
      answers: answers
        .filter((answer) => answer.question_id === row.id)
        .map(({ question_id: _question, ...answer }) => answer),
    })),
  };
}

/**
 * Publishes the draft as the questionnaire's next version (1 for the first) and marks the draft
 * as that version. Run it in the transaction that checked the draft may be published.
 */
export async function publishDraft(db: Database, questionnaireId: number, userId: number | null) {
  const content = await readDraftContent(db, questionnaireId);
  const [version] = await db
    .insert(questionnaire_versions)
    .values({
      questionnaire_id: questionnaireId,
      number: sql`(select coalesce(max(${questionnaire_versions.number}), 0) + 1 from ${questionnaire_versions} where ${questionnaire_versions.questionnaire_id} = ${questionnaireId})`,
      content,
      published_by: userId,
    })
    .returning();
  await db
    .update(questionnaires)
    .set({ draft_changed_at: null })
    .where(eq(questionnaires.id, questionnaireId));
  if (!version) throw new Error(`questionnaire ${questionnaireId}: no version was written`);
  return version;
}
