import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { file_links, question_results, questionnaire_versions } from '#server/db/schema/index';
import { QUESTION_PHOTO } from '#server/files/links/link-questions';
import type { AnswerValue, QuestionnaireContent } from '#src/contracts/questionnaire-content';
import type { FilledAnswer } from '#src/contracts/questionnaire-rules';

interface StoredResult {
  id: number;
  question_id: number;
  value: AnswerValue;
  comment: string | null;
  questionnaire_version_id: number;
}

/** What a visit holds of one questionnaire: its results by question, and its photo counts. */
export interface StoredForm {
  results: Map<number, StoredResult>;
  /** Question photos of the visit by question (of any questionnaire: question ids are unique). */
  photos: Map<number, number>;
  /** The version its results were filled in; null before it is filled. */
  versionId: number | null;
}

export interface Version {
  id: number;
  number: number;
  content: QuestionnaireContent;
}

const formKey = (visitId: number, questionnaireId: number) => `${visitId}:${questionnaireId}`;

/** The stored forms of the visits' questionnaires, in three queries whatever their number. */
export async function readStoredForms(
  db: Database,
  forms: readonly { visitId: number; questionnaireId: number }[],
): Promise<(pair: { visitId: number; questionnaireId: number }) => StoredForm> {
  const visitIds = [...new Set(forms.map((form) => form.visitId))];
  const questionnaireIds = [...new Set(forms.map((form) => form.questionnaireId))];
  const [results, photos] = visitIds.length
    ? await Promise.all([
        db
          .select({
            id: question_results.id,
            visit_id: question_results.visit_id,
            questionnaire_id: question_results.questionnaire_id,
            question_id: question_results.question_id,
            value: question_results.value,
            comment: question_results.comment,
            questionnaire_version_id: question_results.questionnaire_version_id,
          })
          .from(question_results)
          .where(
            and(
              inArray(question_results.visit_id, visitIds),
              inArray(question_results.questionnaire_id, questionnaireIds),
            ),
          ),
        db
          .select({ visit_id: file_links.visit_id, question_id: file_links.object_id, n: count() })
          .from(file_links)
          .where(
            and(
              inArray(file_links.visit_id, visitIds),
              eq(file_links.generic_type, 'SFA_VISIT'),
              eq(file_links.type, QUESTION_PHOTO),
              isNotNull(file_links.object_id),
            ),
          )
          .groupBy(file_links.visit_id, file_links.object_id),
      ])
    : [[], []];
  const byForm = new Map<string, StoredResult[]>();
  for (const { visit_id, questionnaire_id, ...result } of results) {
    const key = formKey(visit_id, questionnaire_id);
    const list = byForm.get(key) ?? [];
    list.push({ ...result, value: result.value ?? null });
    byForm.set(key, list);
  }
  const photosByVisit = new Map<number, Map<number, number>>();
  for (const row of photos) {
    if (row.visit_id === null || row.question_id === null) continue;
    const counts = photosByVisit.get(row.visit_id) ?? new Map<number, number>();
    counts.set(row.question_id, row.n);
    photosByVisit.set(row.visit_id, counts);
  }
  return ({ visitId, questionnaireId }) => {
    const list = byForm.get(formKey(visitId, questionnaireId)) ?? [];
    // One fill writes one version; should rows ever disagree, the newest version holds them.
    const versionIds = list.map((result) => result.questionnaire_version_id);
    return {
      results: new Map(list.map((result) => [result.question_id, result])),
      photos: photosByVisit.get(visitId) ?? new Map(),
      versionId: versionIds.length ? Math.max(...versionIds) : null,
    };
  };
}

/** The answers of a stored form as the rules read them: photo counts on photo questions only. */
export function filledAnswersOf(
  content: QuestionnaireContent,
  form: StoredForm,
): Record<number, FilledAnswer | undefined> {
  const answers: Record<number, FilledAnswer | undefined> = {};
  for (const question of content.questions) {
    const result = form.results.get(question.id);
    const photoCount =
      question.answer_type === 'photo' ? (form.photos.get(question.id) ?? 0) : undefined;
    if (!result && !photoCount) continue;
    answers[question.id] = {
      value: result?.value ?? null,
      ...(photoCount === undefined ? {} : { photo_count: photoCount }),
    };
  }
  return answers;
}

const versionColumns = {
  id: questionnaire_versions.id,
  questionnaire_id: questionnaire_versions.questionnaire_id,
  number: questionnaire_versions.number,
  content: questionnaire_versions.content,
};

export async function readVersions(
  db: Database,
  versionIds: readonly number[],
): Promise<Map<number, Version>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .select(versionColumns)
    .from(questionnaire_versions)
    .where(inArray(questionnaire_versions.id, [...new Set(versionIds)]));
  return new Map(rows.map(({ questionnaire_id: _questionnaire, ...row }) => [row.id, row]));
}

/** The latest published version of each questionnaire that has one. */
export async function latestVersions(
  db: Database,
  questionnaireIds: readonly number[],
): Promise<Map<number, Version>> {
  if (questionnaireIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([questionnaire_versions.questionnaire_id], versionColumns)
    .from(questionnaire_versions)
    .where(inArray(questionnaire_versions.questionnaire_id, [...new Set(questionnaireIds)]))
    .orderBy(questionnaire_versions.questionnaire_id, desc(questionnaire_versions.number));
  return new Map(rows.map(({ questionnaire_id, ...row }) => [questionnaire_id, row]));
}
