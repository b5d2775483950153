import { type Caller, permissionsInProjects } from '#server/access/caller';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { accessContext, can } from '#src/access/can';
import { PHOTO_UPLOAD_DEFAULTS, type VisitActions, type VisitDetails } from '#src/contracts/visits';
import { distanceMetres } from './distance';
import {
  ALLOWED_DISTANCE_SETTING,
  getProjectNumberSettings,
  getVisitHeader,
  PHOTO_MAX_SIDE_SETTING,
  PHOTO_QUALITY_SETTING,
  type VisitHeader,
} from './get-visit';
import { listVisitResults } from './visit-results';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The project's photo settings, kept within what a device can sensibly make of them. */
function photoUploadOf(maxSide: number | null, qualityPercent: number | null) {
  const side = maxSide !== null && maxSide >= 320 ? Math.min(Math.round(maxSide), 8192) : null;
  const quality =
    qualityPercent !== null && qualityPercent >= 30 && qualityPercent <= 100
      ? qualityPercent / 100
      : null;
  return {
    max_side: side ?? PHOTO_UPLOAD_DEFAULTS.max_side,
    quality: quality ?? PHOTO_UPLOAD_DEFAULTS.quality,
  };
}

/**
 * What the caller may do with this visit, by their permissions in the visit's own project (not
 * merged over all of theirs): the same rules the action routes enforce.
 */
async function visitActionsFor(
  db: Database,
  caller: Caller,
  visit: VisitHeader['visit'],
): Promise<VisitActions> {
  const loaded = await permissionsInProjects(db, caller, [visit.project_id], []);
  const context = accessContext(caller.roles, loaded.merged);
  const update = can(context, 'feeds', 'update');
  return {
    can_complete: update && visit.status !== 'completed' && visit.has_saved_data,
    can_reset_to_new: update && visit.status !== 'new',
    can_delete: can(context, 'feeds', 'delete'),
    can_toggle_geo: update,
    can_schedule_joint_tour: can(context, 'visiting_schedule', 'create'),
  };
}

/** The visit details screen in one answer; undefined outside `projectIds` (answered as 404). */
export async function getVisitDetails(
  db: Database,
  config: AppConfig,
  params: { visitId: number; projectIds: number[]; caller: Caller; restoredVisible: boolean },
): Promise<VisitDetails | undefined> {
  const header = await getVisitHeader(db, params);
  if (!header) return undefined;
  const { visit, project, outlet, user, manager } = header;
  const [steps, projectSettings, actions] = await Promise.all([
    listVisitResults(db, config, visit.id),
    getProjectNumberSettings(db, visit.project_id, [
      ALLOWED_DISTANCE_SETTING,
      PHOTO_MAX_SIDE_SETTING,
      PHOTO_QUALITY_SETTING,
    ]),
    visitActionsFor(db, params.caller, visit),
  ]);
  return {
    id: visit.id,
    number: visit.number,
    status: visit.status,
    visit_type: visit.visit_type,
    visit_date: visit.visit_date,
    planned_start: iso(visit.planned_start),
    planned_end: iso(visit.planned_end),
    started_at: iso(visit.started_at),
    finished_at: iso(visit.finished_at),
    duration: visit.duration,
    photo_count: visit.photo_count,
    has_saved_data: visit.has_saved_data,
    allow_without_geo: visit.allow_without_geo,
    is_checked: visit.is_checked,
    is_restored: params.restoredVisible && visit.is_restored,
    external_code: visit.external_code,
    comment: visit.comment,
    project,
    outlet: {
      id: outlet.id,
      name: outlet.project_name ?? outlet.name,
      address: outlet.address,
      lat: outlet.lat,
      lon: outlet.lon,
    },
    user: user?.id ? user : null,
    manager: manager?.id ? manager : null,
    geo: {
      start_lat: visit.start_lat,
      start_lon: visit.start_lon,
      distance: distanceMetres({ lat: visit.start_lat, lon: visit.start_lon }, outlet),
      allowed_distance: projectSettings[ALLOWED_DISTANCE_SETTING],
    },
    steps,
    actions,
    photo_upload: photoUploadOf(
      projectSettings[PHOTO_MAX_SIDE_SETTING],
      projectSettings[PHOTO_QUALITY_SETTING],
    ),
  };
}
