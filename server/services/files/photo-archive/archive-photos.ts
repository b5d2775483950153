import { and, asc, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  file_links,
  files,
  outlets,
  project_outlets,
  question_results,
  questionnaire_steps,
  questionnaires,
  questions,
  visits,
} from '#server/db/schema/index';
import type { ArchivePhoto, ArchiveVisit } from '#server/files/zip/entry-names';

const visitColumns = {
  id: visits.id,
  number: visits.number,
  outlet_name: sql<string>`coalesce(${project_outlets.name}, ${outlets.name})`,
};

/** A live visit of `projectIds` with what names its archive; undefined outside them (404). */
export async function findArchiveVisit(
  db: Database,
  params: { visitId: number; projectIds: number[] },
): Promise<ArchiveVisit | undefined> {
  if (params.projectIds.length === 0) return undefined;
  const [row] = await db
    .select(visitColumns)
    .from(visits)
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .where(
      and(
        eq(visits.id, params.visitId),
        inArray(visits.project_id, params.projectIds),
        isNull(visits.deleted_at),
      ),
    );
  return row;
}

/** A question result of a live visit of `projectIds`, with its visit and question. */
export async function findArchiveQuestionResult(
  db: Database,
  params: { questionResultId: number; projectIds: number[] },
): Promise<{ visit: ArchiveVisit; question: { id: number; name: string } } | undefined> {
  if (params.projectIds.length === 0) return undefined;
  const [row] = await db
    .select({ visit: visitColumns, question: { id: questions.id, name: questions.name } })
    .from(question_results)
    .innerJoin(visits, eq(visits.id, question_results.visit_id))
    .innerJoin(questions, eq(questions.id, question_results.question_id))
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .where(
      and(
        eq(question_results.id, params.questionResultId),
        inArray(visits.project_id, params.projectIds),
        isNull(visits.deleted_at),
      ),
    );
  return row;
}

/**
 * The visit's photos (its SFA_VISIT links that are not previews: what its photo count counts),
 * in questionnaire order, then in the order they were taken; only question `questionId`'s when
 * given.
 */
export async function listArchivePhotos(
  db: Database,
  params: { visitId: number; questionId?: number },
): Promise<ArchivePhoto[]> {
  const isAnswer = and(
    eq(file_links.type, 'sfa_question_result'),
    eq(questions.id, file_links.object_id),
  ) as SQL;
  return db
    .select({
      storage_key: files.storage_key,
      mime: files.mime,
      size: files.size,
      created_at: files.created_at,
      step_name: sql<
        string | null
      >`case when ${questions.id} is null then null else coalesce(${questionnaire_steps.name}, ${questionnaires.name}) end`,
      question_name: questions.name,
    })
    .from(file_links)
    .innerJoin(files, eq(files.id, file_links.file_id))
    .leftJoin(questions, isAnswer)
    .leftJoin(questionnaire_steps, eq(questionnaire_steps.id, questions.step_id))
    .leftJoin(questionnaires, eq(questionnaires.id, questions.questionnaire_id))
    .where(
      and(
        eq(file_links.visit_id, params.visitId),
        eq(file_links.generic_type, 'SFA_VISIT'),
        not(file_links.is_preview),
        params.questionId === undefined ? undefined : eq(questions.id, params.questionId),
      ),
    )
    .orderBy(
      asc(questionnaires.sort),
      asc(questionnaires.id),
      asc(questionnaire_steps.sort),
      asc(questionnaire_steps.id),
      asc(questions.sort),
      asc(questions.id),
      asc(file_links.id),
    );
}
