import { and, count, eq, isNull, max, sql } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import type { Database } from '#server/db/client';
import {
  projects,
  question_results,
  questionnaire_versions,
  questionnaires,
  questions,
} from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  QUESTIONNAIRE_MESSAGES,
  questionnaireEndpoints,
} from '#src/contracts/catalog/questionnaires';

async function isFilledIn(db: Database, questionnaireId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: question_results.id })
    .from(question_results)
    .where(eq(question_results.questionnaire_id, questionnaireId))
    .limit(1);
  return row !== undefined;
}

type Dates = { start_date?: unknown; end_date?: unknown };

/** Questionnaires of the caller's projects; what they ask is the draft's calls' (questionnaire-draft/). */
export const questionnairesResource = defineCrud(questionnaireEndpoints, {
  table: questionnaires,
  scope: questionnaires.project_id,
  computed: {
    project_name: relatedName(projects, questionnaires.project_id),
    version_number: sql<number | null>`(select ${max(questionnaire_versions.number)} from ${
      questionnaire_versions
    } where ${eq(questionnaire_versions.questionnaire_id, questionnaires.id)})`,
    question_count: sql<number>`(select ${count()}::int from ${questions} where ${and(
      eq(questions.questionnaire_id, questionnaires.id),
      isNull(questions.archived_at),
    )})`,
  },
  filters: {
    is_active: (active) => eq(questionnaires.is_active, active),
  },
  search: [questionnaires.name, questionnaires.code],
  // A new questionnaire is a draft no version has published yet.
  afterCreate: async (db, id) => {
    await db
      .update(questionnaires)
      .set({ draft_changed_at: sql`now()` })
      .where(eq(questionnaires.id, id));
  },
  beforePatch: async (db, current, changes) => {
    const dates: Dates = { ...current, ...changes };
    if (
      typeof dates.start_date === 'string' &&
      typeof dates.end_date === 'string' &&
      dates.start_date > dates.end_date
    ) {
      const message = QUESTIONNAIRE_MESSAGES.startAfterEnd;
      throw new ApiError(400, message, [{ field: 'start_date', message }]);
    }
    if ('project_id' in changes && (await isFilledIn(db, current.id as number))) {
      const message = QUESTIONNAIRE_MESSAGES.projectOfFilled;
      throw new ApiError(409, message, [{ field: 'project_id', message }]);
    }
  },
  beforeDelete: async (db, id) => {
    if (await isFilledIn(db, id)) throw new ApiError(409, QUESTIONNAIRE_MESSAGES.deleteFilled);
  },
});
