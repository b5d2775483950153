import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { activeMembership, referenceError } from '#server/crud/project-references';
import type { Database } from '#server/db/client';
import { outlets, project_outlets, projects, user_projects, visits } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  EDITABLE_VISIT_STATUSES,
  type ScheduleVisit,
  VISIT_SCHEDULE_MESSAGES,
  type visitScheduleCreateSchema,
  type visitSchedulePatchSchema,
} from '#src/contracts/visit-schedule';
import { isRefusal, plannedVisits, stillEditable } from './plan-visits';

const M = VISIT_SCHEDULE_MESSAGES;
const fieldError = (field: string, message: string) =>
  new ApiError(400, message, [{ field, message }]);

/** The calendar day of a moment as it was written (`2026-11-21T09:00:00+03:00` → 2026-11-21). */
const dayOf = (moment: string) => moment.slice(0, 10);

function checkOrder(start: Date | null, end: Date | null): void {
  if (start && end && start > end) throw fieldError('planned_end', M.startAfterEnd);
}

/** The executor's active membership in the project (with their manager there), or a 400. */
async function membershipOrFail(db: Database, userId: number, projectId: number) {
  // The shared membership rule, read with the manager the visit takes from it.
  const [row] = await db
    .select({ manager_id: user_projects.manager_id })
    .from(user_projects)
    .where(activeMembership(userId, [projectId]))
    .limit(1);
  if (!row) {
    const message = M.executorNotInProject;
    throw referenceError([{ field: 'user_id', id: userId, of: 'member', message }]);
  }
  return row;
}

/** A live visit of the permitted projects (404 otherwise) that may still be changed (else 400). */
async function editableVisitOrFail(db: Database, visitId: number, projectIds: number[]) {
  const [row] = projectIds.length
    ? await db
        .select()
        .from(visits)
        .where(
          and(
            eq(visits.id, visitId),
            inArray(visits.project_id, projectIds),
            isNull(visits.deleted_at),
          ),
        )
    : [];
  if (!row) throw new ApiError(404, M.notFound);
  if (!(EDITABLE_VISIT_STATUSES as readonly string[]).includes(row.status)) {
    throw new ApiError(400, M.notEditable);
  }
  return row;
}

/** The visit as the grid shows it. */
async function scheduleVisit(db: Database, visitId: number): Promise<ScheduleVisit> {
  const [row] = await db
    .select({
      visit: visits,
      project: { id: projects.id, name: projects.name },
      outlet: {
        id: project_outlets.id,
        project_name: project_outlets.name,
        name: outlets.name,
        address: outlets.address,
      },
    })
    .from(visits)
    .innerJoin(projects, eq(projects.id, visits.project_id))
    .innerJoin(project_outlets, eq(project_outlets.id, visits.project_outlet_id))
    .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
    .where(eq(visits.id, visitId));
  const { visit, project, outlet } = row;
  return {
    id: visit.id,
    number: visit.number,
    status: visit.status,
    visit_type: visit.visit_type,
    visit_date: visit.visit_date,
    planned_start: visit.planned_start?.toISOString() ?? null,
    planned_end: visit.planned_end?.toISOString() ?? null,
    user_id: visit.user_id,
    project,
    outlet: { id: outlet.id, name: outlet.project_name ?? outlet.name, address: outlet.address },
  };
}

/** A planned visit at an outlet of the permitted projects, for an executor of its project. */
export async function createScheduledVisit(
  db: Database,
  projectIds: number[],
  input: z.output<typeof visitScheduleCreateSchema>,
): Promise<ScheduleVisit> {
  const [planned] = await plannedVisits(db, projectIds, [
    {
      user_id: input.user_id,
      project_outlet_id: input.project_outlet_id,
      visit_date: dayOf(input.planned_start),
      planned_start: new Date(input.planned_start),
      planned_end: new Date(input.planned_end),
    },
  ]);
  if (isRefusal(planned)) throw fieldError(planned.field, planned.message);
  const [created] = await db.insert(visits).values(planned).returning({ id: visits.id });
  return scheduleVisit(db, created.id);
}

/** Another executor (with their manager), day or time for a visit still planned or new. */
export async function moveScheduledVisit(
  db: Database,
  projectIds: number[],
  visitId: number,
  input: z.output<typeof visitSchedulePatchSchema>,
): Promise<ScheduleVisit> {
  const visit = await editableVisitOrFail(db, visitId, projectIds);
  const start = input.planned_start ? new Date(input.planned_start) : visit.planned_start;
  const end = input.planned_end ? new Date(input.planned_end) : visit.planned_end;
  checkOrder(start, end);
  const changes: Partial<typeof visits.$inferInsert> = { planned_start: start, planned_end: end };
  if (input.planned_start) changes.visit_date = dayOf(input.planned_start);
  if (input.user_id !== undefined && input.user_id !== visit.user_id) {
    const member = await membershipOrFail(db, input.user_id, visit.project_id);
    changes.user_id = input.user_id;
    changes.manager_id = member.manager_id;
  }
  const updated = await db
    .update(visits)
    .set(changes)
    .where(stillEditable(visit.id))
    .returning({ id: visits.id });
  if (updated.length === 0) throw new ApiError(400, M.notEditable);
  return scheduleVisit(db, visit.id);
}

/** Soft removal of a visit still planned or new: it leaves every list. */
export async function removeScheduledVisit(
  db: Database,
  projectIds: number[],
  visitId: number,
): Promise<void> {
  const visit = await editableVisitOrFail(db, visitId, projectIds);
  const removed = await db
    .update(visits)
    .set({ deleted_at: new Date() })
    .where(stillEditable(visit.id))
    .returning({ id: visits.id });
  if (removed.length === 0) throw new ApiError(400, M.notEditable);
}
