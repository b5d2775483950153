import { fileLinkCalls } from '#src/contracts/files';
import {
  type JointTourCreate,
  type VisitPatch,
  type VisitUpdateResult,
  visitCalls,
} from '#src/contracts/visits';
import { callApi } from '../call-api';

/** PATCH {main}/visits/{visit_id}/ — one action: a status change or the geo-check toggle. */
export function updateVisit(visitId: number, patch: VisitPatch): Promise<VisitUpdateResult> {
  return callApi(visitCalls.updateVisit, { params: { visit_id: visitId }, body: patch });
}

/** DELETE {main}/visits/{id}/ */
export function deleteVisit(visitId: number): Promise<null> {
  return callApi(visitCalls.deleteVisit, { params: { id: visitId } });
}

/** POST {main}/visits/{id}/joint_tour/ — answers the planned joint tour. */
export function scheduleJointTour(
  visitId: number,
  body: JointTourCreate,
): Promise<VisitUpdateResult> {
  return callApi(visitCalls.scheduleJointTour, { params: { id: visitId }, body });
}

/** DELETE {main}/file_links/{id}/ — a visit photo. */
export function deleteFileLink(linkId: number): Promise<null> {
  return callApi(fileLinkCalls.deleteFileLink, { params: { id: linkId } });
}
