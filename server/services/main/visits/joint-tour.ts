import type { z } from 'zod/mini';
import { assertInProject } from '#server/crud/project-references';
import type { Database } from '#server/db/client';
import { visits } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { todayIso } from '#server/lib/dates';
import {
  type jointTourCreateSchema,
  VISIT_MESSAGES,
  type VisitUpdateResult,
} from '#src/contracts/visits';

/**
 * A planned joint tour at the visit's outlet with the same executor: the manager (the caller
 * unless named, a member of the visit's project) goes along. Org placement is copied from the
 * source visit, as every visit carries it (schema/visits.ts).
 */
export async function createJointTour(
  db: Database,
  params: {
    source: typeof visits.$inferSelect;
    input: z.output<typeof jointTourCreateSchema>;
    callerId: number;
  },
): Promise<VisitUpdateResult> {
  const { source, input } = params;
  const start = new Date(input.planned_start);
  const end = new Date(input.planned_end);
  if (start > end) {
    const message = VISIT_MESSAGES.startAfterEnd;
    throw new ApiError(400, message, [{ field: 'planned_end', message }]);
  }
  const managerId = input.manager_id ?? params.callerId;
  await assertInProject(db, source.project_id, [
    {
      field: 'manager_id',
      id: managerId,
      of: 'member',
      message: VISIT_MESSAGES.managerNotInProject,
    },
  ]);
  const [row] = await db
    .insert(visits)
    .values({
      project_id: source.project_id,
      project_outlet_id: source.project_outlet_id,
      user_id: source.user_id,
      manager_id: managerId,
      project_retail_id: source.project_retail_id,
      branch_id: source.branch_id,
      territory_id: source.territory_id,
      city_id: source.city_id,
      visit_type: 'joint_tour',
      status: 'planned',
      visit_date: todayIso(start),
      planned_start: start,
      planned_end: end,
    })
    .returning({
      id: visits.id,
      number: visits.number,
      status: visits.status,
      visit_type: visits.visit_type,
      allow_without_geo: visits.allow_without_geo,
      has_saved_data: visits.has_saved_data,
      photo_count: visits.photo_count,
    });
  return row;
}
