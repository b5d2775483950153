import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { question_results } from '#server/db/schema/index';
import { deleteQuestionPhotos } from '#server/files/links/write-links';
import type { QuestionResultRow } from '#src/contracts/question-results';
import type { QuestionnaireContent } from '#src/contracts/questionnaire-content';
import { type AnswerChange, isBlank } from './answer-plan';
import type { StoredForm } from './stored-answers';

export interface FormWrite {
  visitId: number;
  questionnaireId: number;
  versionId: number;
  content: QuestionnaireContent;
  stored: StoredForm;
  changes: readonly AnswerChange[];
  clears: readonly number[];
  userId: number;
}

export interface FormWritten {
  items: QuestionResultRow[];
  deleted: number[];
}

const isPhotoQuestion = (content: QuestionnaireContent, questionId: number) =>
  content.questions.some((q) => q.id === questionId && q.answer_type === 'photo');

/**
 * Writes one visit's changes of one questionnaire inside the caller's transaction (the visit
 * locked): an answer with a value, a comment or (a photo question) photos is kept in the
 * version the form is in; an emptied one is deleted; a cleared one goes with its photos.
 */
export async function writeForm(tx: Database, form: FormWrite): Promise<FormWritten> {
  const kept: (typeof question_results.$inferInsert)[] = [];
  const emptied: number[] = [];
  for (const change of form.changes) {
    const stored = form.stored.results.get(change.questionId);
    const comment = change.comment === undefined ? (stored?.comment ?? null) : change.comment;
    const hasComment = comment !== null && comment.trim() !== '';
    const photos = form.stored.photos.get(change.questionId) ?? 0;
    const keep =
      !isBlank(change.value) ||
      hasComment ||
      (photos > 0 && isPhotoQuestion(form.content, change.questionId));
    if (!keep) {
      if (stored) emptied.push(change.questionId);
      continue;
    }
    kept.push({
      visit_id: form.visitId,
      question_id: change.questionId,
      questionnaire_id: form.questionnaireId,
      questionnaire_version_id: form.versionId,
      user_id: form.userId,
      value: isBlank(change.value) ? null : change.value,
      comment: hasComment ? comment : null,
    });
  }
  const deleted = [...emptied, ...form.clears];
  if (deleted.length) {
    await tx
      .delete(question_results)
      .where(
        and(
          eq(question_results.visit_id, form.visitId),
          inArray(question_results.question_id, deleted),
        ),
      );
  }
  await deleteQuestionPhotos(tx, form.visitId, form.clears);
  const items = kept.length
    ? await tx
        .insert(question_results)
        .values(kept)
        // A correction keeps who filled the answer and the version it is in.
        .onConflictDoUpdate({
          target: [question_results.visit_id, question_results.question_id],
          set: {
            value: sql`excluded.value`,
            comment: sql`excluded.comment`,
            updated_at: sql`now()`,
          },
        })
        .returning({
          id: question_results.id,
          visit_id: question_results.visit_id,
          question_id: question_results.question_id,
          questionnaire_id: question_results.questionnaire_id,
          questionnaire_version_id: question_results.questionnaire_version_id,
          value: question_results.value,
          comment: question_results.comment,
        })
    : [];
  return {
    items: items.map((item) => ({ ...item, value: item.value ?? null })),
    deleted,
  };
}
