import type { z } from 'zod/mini';
import { assertInProject } from '#server/crud/project-references';
import type { Database } from '#server/db/client';
import { visits } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  RESTORED_VISIT_MESSAGES,
  type RestoredVisit,
  type restoredVisitCreateSchema,
} from '#src/contracts/restored-visits';
import { VISIT_MESSAGES } from '#src/contracts/visits';
import { findVisit } from './get-visit';

const fieldError = (field: string, message: string) =>
  new ApiError(400, message, [{ field, message }]);

/**
 * A restored copy of a visit of the given projects (404 elsewhere): its header only (project,
 * outlet, manager, org placement, type, external code), for another day and an executor of its
 * project, marked restored and pointing at its source. The results, photos and actual times stay
 * with the source: the copy is work still to be done.
 */
export async function createRestoredVisit(
  db: Database,
  params: {
    visitId: number;
    projectIds: number[];
    input: z.output<typeof restoredVisitCreateSchema>;
  },
): Promise<RestoredVisit> {
  const { input } = params;
  const source = await findVisit(db, { visitId: params.visitId, projectIds: params.projectIds });
  if (!source) throw new ApiError(404, VISIT_MESSAGES.notFound);
  const start = new Date(input.planned_start);
  const end = new Date(input.planned_end);
  if (start > end) throw fieldError('planned_end', RESTORED_VISIT_MESSAGES.startAfterEnd);
  await assertInProject(db, source.project_id, [
    {
      field: 'user_id',
      id: input.user_id,
      of: 'member',
      message: RESTORED_VISIT_MESSAGES.executorNotInProject,
    },
  ]);
  const [row] = await db
    .insert(visits)
    .values({
      project_id: source.project_id,
      project_outlet_id: source.project_outlet_id,
      user_id: input.user_id,
      manager_id: source.manager_id,
      project_retail_id: source.project_retail_id,
      branch_id: source.branch_id,
      territory_id: source.territory_id,
      city_id: source.city_id,
      visit_type: source.visit_type,
      external_code: source.external_code,
      status: input.status,
      visit_date: input.visit_date,
      planned_start: start,
      planned_end: end,
      is_restored: true,
      restored_from_visit_id: source.id,
    })
    .returning();
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    visit_type: row.visit_type,
    visit_date: row.visit_date,
    planned_start: row.planned_start?.toISOString() ?? null,
    planned_end: row.planned_end?.toISOString() ?? null,
    user_id: row.user_id,
    restored_from_visit_id: row.restored_from_visit_id,
  };
}
