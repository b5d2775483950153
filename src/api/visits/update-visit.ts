import type { JointTourCreate, VisitPatch, VisitUpdateResult } from '#src/contracts/visits';
import { mainApi } from '../services';

/** PATCH {main}/visits/{visit_id}/ — one action: a status change or the geo-check toggle. */
export function updateVisit(visitId: number, patch: VisitPatch): Promise<VisitUpdateResult> {
  return mainApi.patch<VisitUpdateResult>(`/visits/${visitId}/`, patch);
}

/** DELETE {main}/visits/{id}/ */
export function deleteVisit(visitId: number): Promise<unknown> {
  return mainApi.delete<unknown>(`/visits/${visitId}/`);
}

/** POST {main}/visits/{id}/joint_tour/ — answers the planned joint tour. */
export function scheduleJointTour(
  visitId: number,
  body: JointTourCreate,
): Promise<VisitUpdateResult> {
  return mainApi.post<VisitUpdateResult>(`/visits/${visitId}/joint_tour/`, body);
}

/** DELETE {main}/file_links/{id}/ — a visit photo. */
export function deleteFileLink(linkId: number): Promise<unknown> {
  return mainApi.delete<unknown>(`/file_links/${linkId}/`);
}
