import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { questionnaires } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { QUESTION_RESULT_MESSAGES } from '#src/contracts/question-results';
import { findVisit } from '../visits/get-visit';

export interface VisitForm {
  visitId: number;
  questionnaireId: number;
}

/**
 * The visit and the questionnaire a call names, both of the projects where the caller holds the
 * route's level (elsewhere unknown: 404), and of one project (400 on the questionnaire).
 */
export async function visitFormOf(
  db: Database,
  params: { visitId: number; questionnaireId: number; projectIds: number[] },
): Promise<VisitForm> {
  const visit = await findVisit(db, { visitId: params.visitId, projectIds: params.projectIds });
  if (!visit) throw new ApiError(404, QUESTION_RESULT_MESSAGES.visitNotFound);
  const [questionnaire] = params.projectIds.length
    ? await db
        .select({ id: questionnaires.id, project_id: questionnaires.project_id })
        .from(questionnaires)
        .where(
          and(
            eq(questionnaires.id, params.questionnaireId),
            inArray(questionnaires.project_id, params.projectIds),
          ),
        )
    : [];
  if (!questionnaire) throw new ApiError(404, QUESTION_RESULT_MESSAGES.questionnaireNotFound);
  if (questionnaire.project_id !== visit.project_id) {
    const message = QUESTION_RESULT_MESSAGES.otherProject;
    throw new ApiError(400, message, [{ field: 'questionnaire_id', message }]);
  }
  return { visitId: visit.id, questionnaireId: questionnaire.id };
}
