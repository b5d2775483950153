import * as z from 'zod/mini';
import { PERMISSION_AREAS, PERMISSION_VALUES } from './enums';
import { idListSchema } from './list';

/**
 * Spec section 6, "Role-derived flags", as wire names: the role codes themselves, plus `checker`
 * (check_manager or head_check_manager), `report_viewer` (also visits_report) and `field_only`
 * (cannot use the portal).
 */
export const ROLE_FLAGS = [
  'administrator',
  'checker',
  'check_manager',
  'head_check_manager',
  'client',
  'report_viewer',
  'questionnaires_report',
  'photo_report',
  'crowd_merchandiser',
  'analyst',
  'department_head',
  'leader',
  'director',
  'director_merchandiser',
  'supervisor',
  'crisis_manager',
  'test_user',
  'field_only',
] as const;

/**
 * Spec section 6, "Derived rights", plus the screens it reserves for roles rather than for the
 * per-project settings: `admin_only` (clients, exports journal), `checker_screen`
 * (/visit-check) and `crowd_check` (/crowd-check).
 */
export const DERIVED_RIGHTS = [
  'delete',
  'restored_sign',
  'profile_edit',
  'user_photo_change',
  'manager_visibility',
  'admin_only',
  'checker_screen',
  'crowd_check',
] as const;

export const permissionAreaSchema = z.enum(PERMISSION_AREAS);
export const permissionValueSchema = z.enum(PERMISSION_VALUES);

/** POST {main}/settings/my_permissions/ — no project ids means all of the caller's projects. */
export const myPermissionsRequestSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
});

/** The caller's access in the selected projects: what the portal's permission context holds. */
export const myPermissionsSchema = z.object({
  user_id: z.int(),
  roles: z.array(z.string()),
  /** The projects the permissions were merged over: the selected ones the caller belongs to. */
  project_ids: z.array(z.int()),
  flags: z.record(z.enum(ROLE_FLAGS), z.boolean()),
  rights: z.record(z.enum(DERIVED_RIGHTS), z.boolean()),
  /** Best value per area over those projects; an absent area is not accessible. */
  permissions: z.partialRecord(permissionAreaSchema, permissionValueSchema),
});
export type MyPermissions = z.infer<typeof myPermissionsSchema>;
