import { callApi } from '#src/api/call-api';
import {
  type ScheduleVisit,
  type VisitScheduleCreate,
  type VisitSchedulePatch,
  visitScheduleCalls,
} from '#src/contracts/visit-schedule';

/** POST {main}/visit_schedule/ — a planned visit. */
export function createScheduledVisit(body: VisitScheduleCreate): Promise<ScheduleVisit> {
  return callApi(visitScheduleCalls.createScheduledVisit, { body });
}

/** PATCH {main}/visit_schedule/{id}/ — another executor, day or time. */
export function updateScheduledVisit(id: number, body: VisitSchedulePatch): Promise<ScheduleVisit> {
  return callApi(visitScheduleCalls.updateScheduledVisit, { params: { id }, body });
}

/** DELETE {main}/visit_schedule/{id}/ */
export function deleteScheduledVisit(id: number): Promise<null> {
  return callApi(visitScheduleCalls.deleteScheduledVisit, { params: { id } });
}
