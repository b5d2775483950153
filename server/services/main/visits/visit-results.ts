import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import {
  file_links,
  question_results,
  questionnaire_versions,
  questionnaires,
  questions,
} from '#server/db/schema/index';
import { fileUrl } from '#server/files/file-url';
import type { ContentQuestion } from '#src/contracts/questionnaire-content';
import { questionGroups } from '#src/contracts/questionnaire-rules';
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
 * The version each questionnaire of the visit was filled in: its results' version, or for a
 * questionnaire with photos only (no result row) its latest version.
 */
async function versionsOfVisit(
  db: Database,
  resultVersions: Map<number, number>,
  photoOnly: number[],
) {
  const missing = photoOnly.length
    ? await db
        .selectDistinct({ questionnaire_id: questions.questionnaire_id })
        .from(questions)
        .where(inArray(questions.id, photoOnly))
    : [];
  const unversioned = missing
    .map((row) => row.questionnaire_id)
    .filter((id) => !resultVersions.has(id));
  const latest = unversioned.length
    ? await db
        .selectDistinctOn([questionnaire_versions.questionnaire_id], {
          id: questionnaire_versions.id,
          questionnaire_id: questionnaire_versions.questionnaire_id,
        })
        .from(questionnaire_versions)
        .where(inArray(questionnaire_versions.questionnaire_id, unversioned))
        .orderBy(asc(questionnaire_versions.questionnaire_id), desc(questionnaire_versions.number))
    : [];
  const versionIds = [...resultVersions.values(), ...latest.map((row) => row.id)];
  if (!versionIds.length) return [];
  return db
    .select({
      questionnaire: { id: questionnaires.id, name: questionnaires.name },
      content: questionnaire_versions.content,
    })
    .from(questionnaire_versions)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaire_versions.questionnaire_id))
    .where(inArray(questionnaire_versions.id, versionIds))
    .orderBy(asc(questionnaires.sort), asc(questionnaires.id));
}

/**
 * The visit's questionnaire results by step and question, each questionnaire as the version it
 * was filled in asked it (decision 075): its steps, question names, types and options, even
 * those the draft has since changed or archived. Every question with a result or a photo, in
 * that version's order; questions outside a step form one group per questionnaire.
 */
export async function listVisitResults(
  db: Database,
  config: AppConfig,
  visitId: number,
): Promise<VisitStep[]> {
  const [photos, results] = await Promise.all([
    listQuestionPhotos(db, config, visitId),
    db
      .select({
        id: question_results.id,
        question_id: question_results.question_id,
        questionnaire_id: question_results.questionnaire_id,
        version_id: question_results.questionnaire_version_id,
        value: question_results.value,
        comment: question_results.comment,
      })
      .from(question_results)
      .where(eq(question_results.visit_id, visitId)),
  ]);
  const resultOf = new Map(results.map((result) => [result.question_id, result]));
  const resultVersions = new Map(
    results.map((result) => [result.questionnaire_id, result.version_id]),
  );
  const photoOnly = [...photos.keys()].filter((id) => !resultOf.has(id));
  const filled = await versionsOfVisit(db, resultVersions, photoOnly);

  const steps: VisitStep[] = [];
  for (const { questionnaire, content } of filled) {
    const item = (question: ContentQuestion): VisitQuestion | undefined => {
      const result = resultOf.get(question.id);
      const shot = photos.get(question.id) ?? [];
      if (!result && shot.length === 0) return undefined;
      const value = result?.value ?? null;
      const names = new Map(question.answers.map((answer) => [answer.id, answer.name]));
      return {
        id: question.id,
        question_result_id: result?.id ?? null,
        name: question.name,
        answer_type: question.answer_type,
        value,
        answer_names:
          question.answer_type === 'one' || question.answer_type === 'many'
            ? chosenIds(value).flatMap((id) => names.get(id) ?? [])
            : [],
        comment: result?.comment ?? null,
        photos: shot,
      };
    };
    const groups = questionGroups(content);
    const shown = [
      ...groups.steps.map(({ step, questions: asked }) => ({
        id: step.id,
        name: step.name,
        asked,
      })),
      { id: null, name: questionnaire.name, asked: groups.rest },
    ];
    for (const group of shown) {
      const items = group.asked.flatMap((question) => item(question) ?? []);
      if (items.length) {
        steps.push({ id: group.id, name: group.name, questionnaire, questions: items });
      }
    }
  }
  return steps;
}
