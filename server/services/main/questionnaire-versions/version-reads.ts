import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  question_results,
  questionnaire_assignment_outlets,
  questionnaire_versions,
  questionnaires,
  users,
} from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { questionnaireContentSchema } from '#src/contracts/questionnaire-content';
import {
  QUESTIONNAIRE_VERSION_MESSAGES as M,
  type QuestionnaireVersion,
  type QuestionnaireVersionSummary,
} from '#src/contracts/questionnaire-versions';

/** The questionnaire, when its project is one of `permitted`; else 404. */
export async function questionnaireIn(db: Database, id: number, permitted: readonly number[]) {
  const [row] = permitted.length
    ? await db
        .select({
          id: questionnaires.id,
          project_id: questionnaires.project_id,
          draft_changed_at: questionnaires.draft_changed_at,
        })
        .from(questionnaires)
        .where(and(eq(questionnaires.id, id), inArray(questionnaires.project_id, [...permitted])))
    : [];
  if (!row) throw new ApiError(404, M.notFound);
  return row;
}

/** The questionnaire's last published version, if it has one. */
export async function lastVersion(db: Database, questionnaireId: number) {
  const [row] = await db
    .select({
      id: questionnaire_versions.id,
      number: questionnaire_versions.number,
      content: questionnaire_versions.content,
    })
    .from(questionnaire_versions)
    .where(eq(questionnaire_versions.questionnaire_id, questionnaireId))
    .orderBy(desc(questionnaire_versions.number))
    .limit(1);
  return row ? { ...row, content: questionnaireContentSchema.parse(row.content) } : undefined;
}

/** How many outlets the questionnaire is assigned to, and how many visits filled it in. */
export async function questionnaireUsage(db: Database, questionnaireId: number) {
  const [outlets, results] = await Promise.all([
    db
      .select({ total: count() })
      .from(questionnaire_assignment_outlets)
      .where(eq(questionnaire_assignment_outlets.questionnaire_id, questionnaireId)),
    db
      .select({ total: countDistinct(question_results.visit_id) })
      .from(question_results)
      .where(eq(question_results.questionnaire_id, questionnaireId)),
  ]);
  return { outlets: outlets[0]?.total ?? 0, results: results[0]?.total ?? 0 };
}

const summaryFields = {
  id: questionnaire_versions.id,
  questionnaire_id: questionnaire_versions.questionnaire_id,
  number: questionnaire_versions.number,
  published_at: questionnaire_versions.published_at,
  question_count: sql<number>`jsonb_array_length(${questionnaire_versions.content}->'questions')::int`,
  result_count: sql<number>`(select count(distinct ${question_results.visit_id})::int from ${question_results} where ${question_results.questionnaire_version_id} = ${questionnaire_versions.id})`,
  author: {
    id: users.id,
    last_name: users.last_name,
    first_name: users.first_name,
    patronymic_name: users.patronymic_name,
  },
};

type SummaryRow = {
  [Key in keyof Omit<typeof summaryFields, 'author'>]: unknown;
} & { author: QuestionnaireVersionSummary['published_by'] };

function summaryOf(row: SummaryRow): QuestionnaireVersionSummary {
  return {
    id: row.id as number,
    questionnaire_id: row.questionnaire_id as number,
    number: row.number as number,
    published_at: (row.published_at as Date).toISOString(),
    published_by: row.author?.id ? row.author : null,
    question_count: row.question_count as number,
    result_count: row.result_count as number,
  };
}

/** The published versions of the questionnaire, newest first. */
export async function listVersions(db: Database, questionnaireId: number) {
  const rows = await db
    .select(summaryFields)
    .from(questionnaire_versions)
    .leftJoin(users, eq(users.id, questionnaire_versions.published_by))
    .where(eq(questionnaire_versions.questionnaire_id, questionnaireId))
    .orderBy(desc(questionnaire_versions.number));
  return rows.map(summaryOf);
}

/** One version whole, when its questionnaire's project is one of `permitted`; else 404. */
export async function readVersion(
  db: Database,
  id: number,
  permitted: readonly number[],
): Promise<QuestionnaireVersion> {
  const [row] = permitted.length
    ? await db
        .select({ ...summaryFields, content: questionnaire_versions.content })
        .from(questionnaire_versions)
        .innerJoin(questionnaires, eq(questionnaires.id, questionnaire_versions.questionnaire_id))
        .leftJoin(users, eq(users.id, questionnaire_versions.published_by))
        .where(
          and(
            eq(questionnaire_versions.id, id),
            inArray(questionnaires.project_id, [...permitted]),
          ),
        )
    : [];
  if (!row) throw new ApiError(404, M.versionNotFound);
  const { content, ...summary } = row;
  return { ...summaryOf(summary), content: questionnaireContentSchema.parse(content) };
}

/** The version's summary by id (a version just written). */
export async function versionSummary(db: Database, id: number) {
  const [row] = await db
    .select(summaryFields)
    .from(questionnaire_versions)
    .leftJoin(users, eq(users.id, questionnaire_versions.published_by))
    .where(eq(questionnaire_versions.id, id));
  if (!row) throw new ApiError(404, M.versionNotFound);
  return summaryOf(row);
}
