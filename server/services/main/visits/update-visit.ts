import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { file_links, question_results, visits } from '#server/db/schema/index';
import { notifyUsers } from '#server/events/notify';
import { ApiError } from '#server/http/errors';
import {
  VISIT_MESSAGES,
  type VisitUpdateResult,
  type visitPatchSchema,
} from '#src/contracts/visits';

const result = {
  id: visits.id,
  number: visits.number,
  status: visits.status,
  visit_type: visits.visit_type,
  allow_without_geo: visits.allow_without_geo,
  has_saved_data: visits.has_saved_data,
  photo_count: visits.photo_count,
};

const live = (visitId: number) => and(eq(visits.id, visitId), isNull(visits.deleted_at));

/** The one action a patch asks for (the contract refuses none or two). */
export async function updateVisit(
  db: Database,
  visitId: number,
  patch: z.output<typeof visitPatchSchema>,
): Promise<VisitUpdateResult> {
  if (patch.allow_without_geo !== undefined) {
    return setVisitGeoCheck(db, visitId, patch.allow_without_geo);
  }
  if (patch.status === 'new') return resetVisitToNew(db, visitId);
  return completeVisit(db, visitId);
}

/** To Completed, only once the executor has saved data (checked in the UPDATE itself). */
async function completeVisit(db: Database, visitId: number): Promise<VisitUpdateResult> {
  const [row] = await db
    .update(visits)
    .set({ status: 'completed' })
    .where(and(live(visitId), eq(visits.has_saved_data, true)))
    .returning(result);
  if (!row) throw new ApiError(400, VISIT_MESSAGES.noSavedData);
  return row;
}

/**
 * Back to New: the executor's answers, photo links and start/finish data go, in one transaction
 * with the visit row locked so a concurrent photo upload cannot recount photos in between. The
 * executor is told, since their work disappears.
 */
async function resetVisitToNew(db: Database, visitId: number): Promise<VisitUpdateResult> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ user_id: visits.user_id, number: visits.number, project_id: visits.project_id })
      .from(visits)
      .where(live(visitId))
      .for('update');
    await tx.delete(question_results).where(eq(question_results.visit_id, visitId));
    await tx.delete(file_links).where(eq(file_links.visit_id, visitId));
    const [row] = await tx
      .update(visits)
      .set({
        status: 'new',
        has_saved_data: false,
        photo_count: 0,
        started_at: null,
        finished_at: null,
        duration: null,
        start_lat: null,
        start_lon: null,
        finish_lat: null,
        finish_lon: null,
        start_distance: null,
      })
      .where(live(visitId))
      .returning(result);
    if (locked.user_id) {
      await notifyUsers(tx, {
        userIds: [locked.user_id],
        kind: 'info',
        title: VISIT_MESSAGES.resetTitle,
        body: `Визит №${locked.number} возвращён в статус «Новый», данные визита удалены`,
        link: `/visit_feed/${visitId}`,
        projectId: locked.project_id,
      });
    }
    return row;
  });
}

async function setVisitGeoCheck(
  db: Database,
  visitId: number,
  allowWithoutGeo: boolean,
): Promise<VisitUpdateResult> {
  const [row] = await db
    .update(visits)
    .set({ allow_without_geo: allowWithoutGeo })
    .where(live(visitId))
    .returning(result);
  return row;
}

/** Soft delete: the feed and the details skip rows with deleted_at. */
export async function deleteVisit(db: Database, visitId: number): Promise<boolean> {
  const rows = await db
    .update(visits)
    .set({ deleted_at: new Date() })
    .where(live(visitId))
    .returning({ id: visits.id });
  return rows.length > 0;
}
