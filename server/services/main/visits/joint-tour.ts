import type { Database } from '#server/db/client';
import { visits } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import type { VisitUpdateResult } from '#src/contracts/visits';

/**
 * A planned joint tour at the visit's outlet with the same executor: the manager goes along.
 * Org placement is copied from the source visit, as every visit carries it (schema/visits.ts).
 */
export async function createJointTour(
  db: Database,
  params: { source: typeof visits.$inferSelect; managerId: number; start: Date; end: Date },
): Promise<VisitUpdateResult> {
  const { source } = params;
  const [row] = await db
    .insert(visits)
    .values({
      project_id: source.project_id,
      project_outlet_id: source.project_outlet_id,
      user_id: source.user_id,
      manager_id: params.managerId,
      project_retail_id: source.project_retail_id,
      branch_id: source.branch_id,
      territory_id: source.territory_id,
      city_id: source.city_id,
      visit_type: 'joint_tour',
      status: 'planned',
      visit_date: todayIso(params.start),
      planned_start: params.start,
      planned_end: params.end,
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
