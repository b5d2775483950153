// Schema-free: route guards and the permission context run in the startup bundle, which must
// not pull zod in (contracts/access.ts re-exports these for the server and the schemas).

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
