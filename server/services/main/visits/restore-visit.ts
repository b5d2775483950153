import type { Database } from '#server/db/client';
import { visits } from '#server/db/schema/index';
import type { RestoredVisit } from '#src/contracts/restored-visits';

/**
 * A restored copy of `source`: its header only (project, outlet, manager, org placement, type,
 * external code), for another day and executor, marked restored and pointing at its source. The
 * results, photos and actual times stay with the source: the copy is work still to be done.
 */
export async function createRestoredVisit(
  db: Database,
  params: {
    source: typeof visits.$inferSelect;
    userId: number;
    visitDate: string;
    start: Date;
    end: Date;
    status: 'planned' | 'new';
  },
): Promise<RestoredVisit> {
  const { source } = params;
  const [row] = await db
    .insert(visits)
    .values({
      project_id: source.project_id,
      project_outlet_id: source.project_outlet_id,
      user_id: params.userId,
      manager_id: source.manager_id,
      project_retail_id: source.project_retail_id,
      branch_id: source.branch_id,
      territory_id: source.territory_id,
      city_id: source.city_id,
      visit_type: source.visit_type,
      external_code: source.external_code,
      status: params.status,
      visit_date: params.visitDate,
      planned_start: params.start,
      planned_end: params.end,
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
