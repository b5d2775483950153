import { mainApi } from '#src/api/services';
import type {
  ScheduleVisit,
  VisitScheduleCreate,
  VisitSchedulePatch,
} from '#src/contracts/visit-schedule';

/** POST {main}/visit_schedule/ — a planned visit. */
export function createScheduledVisit(body: VisitScheduleCreate): Promise<ScheduleVisit> {
  return mainApi.post<ScheduleVisit>('/visit_schedule/', body);
}

/** PATCH {main}/visit_schedule/{id}/ — another executor, day or time. */
export function updateScheduledVisit(id: number, body: VisitSchedulePatch): Promise<ScheduleVisit> {
  return mainApi.patch<ScheduleVisit>(`/visit_schedule/${id}/`, body);
}

/** DELETE {main}/visit_schedule/{id}/ */
export function deleteScheduledVisit(id: number): Promise<void> {
  return mainApi.delete<void>(`/visit_schedule/${id}/`);
}
