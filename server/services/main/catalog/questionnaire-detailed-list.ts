import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { readDraftContent } from '#server/db/queries/questionnaire-content';
import { questionnaires, questionnaire_versions as versions } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  type DetailedQuestionnaire,
  MAX_DETAILED_QUESTIONNAIRES,
  QUESTIONNAIRE_MESSAGES,
  type questionnaireDetailedListRequestSchema,
} from '#src/contracts/catalog/questionnaires';

const latestNumber = sql<number | null>`(select ${max(versions.number)} from ${versions} where ${eq(
  versions.questionnaire_id,
  questionnaires.id,
)})`;

/**
 * Questionnaires of the permitted projects with what they ask: the latest published version's
 * content (those never published left out), or the draft's. More than a page of contents at
 * once is refused rather than cut.
 */
export async function detailedQuestionnaires(
  db: Database,
  input: z.output<typeof questionnaireDetailedListRequestSchema>,
  permitted: readonly number[],
): Promise<{ items: DetailedQuestionnaire[] }> {
  const projects = input.project_ids
    ? permitted.filter((id) => input.project_ids?.includes(id))
    : [...permitted];
  if (projects.length === 0) return { items: [] };
  const published = input.version === 'published';
  const rows = await db
    .select({
      id: questionnaires.id,
      project_id: questionnaires.project_id,
      name: questionnaires.name,
      code: questionnaires.code,
      is_active: questionnaires.is_active,
      version_number: latestNumber,
      draft_changed_at: questionnaires.draft_changed_at,
    })
    .from(questionnaires)
    .where(
      and(
        inArray(questionnaires.project_id, projects),
        input.questionnaire_ids ? inArray(questionnaires.id, input.questionnaire_ids) : undefined,
        published ? sql`${latestNumber} is not null` : undefined,
      ),
    )
    .orderBy(asc(questionnaires.name), asc(questionnaires.id))
    .limit(MAX_DETAILED_QUESTIONNAIRES + 1);
  if (rows.length > MAX_DETAILED_QUESTIONNAIRES) {
    throw new ApiError(400, QUESTIONNAIRE_MESSAGES.tooManyQuestionnaires);
  }
  const contents = published
    ? await publishedContents(db, rows)
    : new Map(
        await Promise.all(
          rows.map(async (row) => [row.id, await readDraftContent(db, row.id)] as const),
        ),
      );
  return {
    items: rows.flatMap((row) => {
      const content = contents.get(row.id);
      if (!content) return [];
      const changed = row.draft_changed_at;
      return [{ ...row, draft_changed_at: changed ? changed.toISOString() : null, content }];
    }),
  };
}

async function publishedContents(
  db: Database,
  rows: readonly { id: number; version_number: number | null }[],
) {
  const wanted = rows.filter((row) => row.version_number !== null);
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({ id: versions.questionnaire_id, number: versions.number, content: versions.content })
    .from(versions)
    .where(
      inArray(
        versions.questionnaire_id,
        wanted.map((row) => row.id),
      ),
    );
  const latest = new Map(wanted.map((row) => [row.id, row.version_number]));
  return new Map(
    found.filter((row) => latest.get(row.id) === row.number).map((row) => [row.id, row.content]),
  );
}
