import { eq, inArray, sql } from 'drizzle-orm';
import {
  assertReferences,
  type ProjectOf,
  type ReferenceCheck,
} from '#server/crud/project-references';
import type { Database } from '#server/db/client';
import { file_links, questionnaires, questions, visits } from '#server/db/schema/index';

/** The link type of a photo answering a question: its object_id is the question. */
export const QUESTION_PHOTO = 'sfa_question_result';

/** A question's project is its questionnaire's. */
const questionProject: ProjectOf = (id) =>
  sql`(select ${questionnaires.project_id} from ${questions} inner join ${questionnaires} on ${eq(questionnaires.id, questions.questionnaire_id)} where ${eq(questions.id, id)})`;

export interface QuestionPhoto {
  /** The field the 400 names (`object_id`, `objects.0.object_id`). */
  field: string;
  visitId: number | null;
  type?: string | null;
  questionId?: number | null;
}

/**
 * 400 unless each photo answering a question names a question of its visit's project: the
 * photo archive and the visit's results show the question's name and its questionnaire's, so
 * another project's question would show that project's names. Photos of no question, or of no
 * visit, name nothing to check.
 */
export async function assertQuestionsOfVisits(
  db: Database,
  photos: readonly QuestionPhoto[],
): Promise<void> {
  const named = photos.flatMap(({ field, visitId, type, questionId }) =>
    type === QUESTION_PHOTO && typeof questionId === 'number' && visitId !== null
      ? [{ field, visitId, questionId }]
      : [],
  );
  if (named.length === 0) return;
  const rows = await db
    .select({ id: visits.id, project_id: visits.project_id })
    .from(visits)
    .where(inArray(visits.id, [...new Set(named.map((photo) => photo.visitId))]));
  const projectOf = new Map(rows.map((row) => [row.id, row.project_id]));
  const checks: ReferenceCheck[] = named.map(({ field, visitId, questionId }) => {
    const project = projectOf.get(visitId);
    return {
      field,
      id: questionId,
      of: questionProject,
      projectIds: project === undefined ? [] : [project],
    };
  });
  await assertReferences(db, checks);
}

/** The same for a change of link `id`: its stored type, question and visit, then the change. */
export async function assertLinkQuestion(
  db: Database,
  id: number,
  change: { type?: string | null; object_id?: number | null },
): Promise<void> {
  if (change.type === undefined && change.object_id === undefined) return;
  const [link] = await db
    .select({
      type: file_links.type,
      object_id: file_links.object_id,
      visitId: file_links.visit_id,
    })
    .from(file_links)
    .where(eq(file_links.id, id));
  if (!link) return;
  await assertQuestionsOfVisits(db, [
    {
      field: 'object_id',
      visitId: link.visitId,
      type: change.type === undefined ? link.type : change.type,
      questionId: change.object_id === undefined ? link.object_id : change.object_id,
    },
  ]);
}
