import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import {
  check_list_result_answers,
  check_list_results,
  check_lists,
  users,
  visits,
} from '#server/db/schema/index';
import type { CheckResult, checkResultFilterSchema } from '#src/contracts/checker';
import type { Paginated } from '#src/contracts/list';

type CheckResultFilter = z.output<typeof checkResultFilterSchema>;

function conditions(projectIds: number[], filter: CheckResultFilter): SQL[] {
  const visitIds = [...(filter.visit_ids ?? []), ...(filter.visit_id ? [filter.visit_id] : [])];
  return [
    inArray(visits.project_id, projectIds),
    visitIds.length ? inArray(check_list_results.visit_id, visitIds) : undefined,
    filter.check_list_id ? eq(check_list_results.check_list_id, filter.check_list_id) : undefined,
    filter.user_id ? eq(check_list_results.user_id, filter.user_id) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** Check results of visits in `projectIds`, newest first, each with its answers and checker. */
export async function listCheckResults(
  db: Database,
  projectIds: number[],
  filter: CheckResultFilter,
): Promise<Paginated<CheckResult>> {
  const page = { limit: filter.limit, offset: filter.offset };
  if (projectIds.length === 0) return { items: [], total: 0, ...page };
  const where = and(...conditions(projectIds, filter));
  const [items, [{ total }]] = await Promise.all([
    readResults(db, where, page),
    db
      .select({ total: count() })
      .from(check_list_results)
      .innerJoin(visits, eq(visits.id, check_list_results.visit_id))
      .where(where),
  ]);
  return { items, total, ...page };
}

/** One check result by id. */
export async function getCheckResult(db: Database, id: number): Promise<CheckResult | undefined> {
  const [found] = await readResults(db, eq(check_list_results.id, id), { limit: 1, offset: 0 });
  return found;
}

async function readResults(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<CheckResult[]> {
  const rows = await db
    .select({
      result: check_list_results,
      check_list_name: check_lists.name,
      user: {
        id: users.id,
        last_name: users.last_name,
        first_name: users.first_name,
        patronymic_name: users.patronymic_name,
      },
    })
    .from(check_list_results)
    .innerJoin(visits, eq(visits.id, check_list_results.visit_id))
    .innerJoin(check_lists, eq(check_lists.id, check_list_results.check_list_id))
    .leftJoin(users, eq(users.id, check_list_results.user_id))
    .where(where)
    .orderBy(desc(check_list_results.created_at), desc(check_list_results.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((row) => row.result.id);
  const answers = ids.length
    ? await db
        .select()
        .from(check_list_result_answers)
        .where(inArray(check_list_result_answers.result_id, ids))
        .orderBy(asc(check_list_result_answers.id))
    : [];
  return rows.map(({ result, check_list_name, user }) => ({
    id: result.id,
    visit_id: result.visit_id,
    check_list_id: result.check_list_id,
    check_list_name,
    result: result.result,
    comment: result.comment,
    user: user?.id ? user : null,
    created_at: result.created_at.toISOString(),
    answers: answers
      .filter((answer) => answer.result_id === result.id)
      .map(({ param_id, accepted, comment }) => ({ param_id, accepted, comment })),
  }));
}
