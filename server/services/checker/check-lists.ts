import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { check_list_params, check_lists, visits } from '#server/db/schema/index';
import type { CheckList, CheckListParam, CheckType } from '#src/contracts/checker';
import { visitCheckType } from './check-type';
import { checkedBy } from './visit-checkers';

const checkListColumns = {
  id: check_lists.id,
  name: check_lists.name,
  project_id: check_lists.project_id,
  check_type: check_lists.check_type,
  questionnaire_id: check_lists.questionnaire_id,
  is_active: check_lists.is_active,
};

/** A live visit of one of `projectIds`, with what the checker flow needs of it. */
export async function findCheckVisit(
  db: Database,
  visitId: number,
  projectIds: number[],
  /** A check manager's id: only a visit assigned to them (visit-checkers.ts). */
  checkerId?: number,
) {
  if (projectIds.length === 0) return undefined;
  const [visit] = await db
    .select({
      id: visits.id,
      number: visits.number,
      project_id: visits.project_id,
      user_id: visits.user_id,
      check_type: visitCheckType,
    })
    .from(visits)
    .where(
      and(
        eq(visits.id, visitId),
        inArray(visits.project_id, projectIds),
        isNull(visits.deleted_at),
        checkerId === undefined ? undefined : checkedBy(checkerId),
      ),
    );
  return visit;
}

/** Active check lists of the projects, of one check type when given. */
export async function listCheckLists(
  db: Database,
  filter: { projectIds: number[]; checkType?: CheckType },
): Promise<CheckList[]> {
  if (filter.projectIds.length === 0) return [];
  return db
    .select(checkListColumns)
    .from(check_lists)
    .where(
      and(
        inArray(check_lists.project_id, filter.projectIds),
        eq(check_lists.is_active, true),
        filter.checkType ? eq(check_lists.check_type, filter.checkType) : undefined,
      ),
    )
    .orderBy(asc(check_lists.id));
}

/** A check list of one of `projectIds`, active or not. */
export async function findCheckList(db: Database, id: number, projectIds: number[]) {
  if (projectIds.length === 0) return undefined;
  const [found] = await db
    .select(checkListColumns)
    .from(check_lists)
    .where(and(eq(check_lists.id, id), inArray(check_lists.project_id, projectIds)));
  return found;
}

/** A check list's params, flat; siblings in `sort` order. */
export function listCheckListParams(db: Database, checkListId: number): Promise<CheckListParam[]> {
  return db
    .select({
      id: check_list_params.id,
      check_list_id: check_list_params.check_list_id,
      parent_id: check_list_params.parent_id,
      name: check_list_params.name,
      sort: check_list_params.sort,
    })
    .from(check_list_params)
    .where(eq(check_list_params.check_list_id, checkListId))
    .orderBy(asc(check_list_params.sort), asc(check_list_params.id));
}
