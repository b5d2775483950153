import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import {
  file_links,
  question_answers,
  question_results,
  questionnaire_steps,
  questionnaires,
  questions,
} from '#server/db/schema/index';
import { fileUrl } from '#server/files/file-url';
import type { VisitPhoto, VisitQuestion, VisitStep } from '#src/contracts/visits';

/** Question photos are SFA_VISIT links typed as question results, object_id = the question. */
async function listQuestionPhotos(db: Database, config: AppConfig, visitId: number) {
  const rows = await db
    .select()
    .from(file_links)
    .where(
      and(
        eq(file_links.visit_id, visitId),
        eq(file_links.generic_type, 'SFA_VISIT'),
        eq(file_links.type, 'sfa_question_result'),
      ),
    )
    .orderBy(asc(file_links.id));
  const byQuestion = new Map<number, VisitPhoto[]>();
  for (const link of rows) {
    if (link.object_id === null) continue;
    const list = byQuestion.get(link.object_id) ?? [];
    list.push({
      id: link.id,
      file_id: link.file_id,
      url: fileUrl(config, link.file_id),
      is_preview: link.is_preview,
      created_at: link.created_at.toISOString(),
    });
    byQuestion.set(link.object_id, list);
  }
  return byQuestion;
}

const chosenIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');

/**
 * The visit's questionnaire results by step and question, in questionnaire order: every question
 * with a result or a photo. Questions outside a step form one group per questionnaire.
 */
export async function listVisitResults(
  db: Database,
  config: AppConfig,
  visitId: number,
): Promise<VisitStep[]> {
  const photos = await listQuestionPhotos(db, config, visitId);
  const photoQuestionIds = [...photos.keys()];
  const rows = await db
    .select({
      question: questions,
      result: {
        id: question_results.id,
        value: question_results.value,
        comment: question_results.comment,
      },
      step: { id: questionnaire_steps.id, name: questionnaire_steps.name },
      questionnaire: { id: questionnaires.id, name: questionnaires.name },
    })
    .from(questions)
    .innerJoin(questionnaires, eq(questionnaires.id, questions.questionnaire_id))
    .leftJoin(questionnaire_steps, eq(questionnaire_steps.id, questions.step_id))
    .leftJoin(
      question_results,
      and(eq(question_results.question_id, questions.id), eq(question_results.visit_id, visitId)),
    )
    .where(
      or(
        eq(question_results.visit_id, visitId),
        photoQuestionIds.length ? inArray(questions.id, photoQuestionIds) : undefined,
      ),
    )
    .orderBy(
      asc(questionnaires.sort),
      asc(questionnaires.id),
      asc(questionnaire_steps.sort),
      asc(questionnaire_steps.id),
      asc(questions.sort),
      asc(questions.id),
    );

  const optionIds = rows.flatMap((row) =>
    row.question.answer_type === 'one' || row.question.answer_type === 'many'
      ? chosenIds(row.result?.value)
      : [],
  );
  const options = optionIds.length
    ? await db
        .select({ id: question_answers.id, name: question_answers.name })
        .from(question_answers)
        .where(inArray(question_answers.id, optionIds))
    : [];
  const optionName = new Map(options.map((option) => [option.id, option.name]));

  const steps = new Map<string, VisitStep>();
  for (const { question, result, step, questionnaire } of rows) {
    const key = step?.id ? `s${step.id}` : `q${questionnaire.id}`;
    const group = steps.get(key) ?? {
      id: step?.id ?? null,
      name: step?.name ?? questionnaire.name,
      questionnaire,
      questions: [],
    };
    steps.set(key, group);
    const value = result?.value ?? null;
    const item: VisitQuestion = {
      id: question.id,
      question_result_id: result?.id ?? null,
      name: question.name,
      answer_type: question.answer_type,
      value,
      answer_names:
        question.answer_type === 'one' || question.answer_type === 'many'
          ? chosenIds(value).flatMap((id) => optionName.get(id) ?? [])
          : [],
      comment: result?.comment ?? null,
      photos: photos.get(question.id) ?? [],
    };
    group.questions.push(item);
  }
  return [...steps.values()];
}
