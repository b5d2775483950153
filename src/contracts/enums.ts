/**
 * Value lists of the spec's enumerations, kept free of drizzle imports so that zod contracts and
 * the portal can share them without pulling the ORM into the browser bundle.
 */

export const USER_STATUSES = ['active', 'inactive', 'blocked'] as const;
export const SEXES = ['male', 'female'] as const;

export const VISIT_STATUSES = [
  'new',
  'in_progress',
  'completed',
  'planned',
  'not_completed',
] as const;
export const VISIT_TYPES = ['visit', 'joint_tour', 'audit', 'instant_merch'] as const;

export const TASK_STATUSES = ['new', 'pending', 'done', 'CANT_DO', 'overdue'] as const;
export const CROWD_TASK_STATUSES = [
  'new',
  'reserved',
  'in_progress',
  'on_check',
  'done',
  'cancelled',
  'expired',
] as const;
export const CROWD_RESULT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CROWD_RESERVE_STATUSES = ['active', 'released', 'expired', 'completed'] as const;

export const EXPORT_STATUSES = ['new', 'completed', 'not_performed'] as const;
/** The spec's "generic statuses"; used by imports, distributions and support requests. */
export const PROCESS_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'completed_with_errors',
  'cancelled',
  'done',
  'approved',
] as const;

/**
 * Declaration order matters: PostgreSQL orders enum values as declared, so `max(value)` merges
 * permissions over several projects (CREATE also grants UPDATE, UPDATE also grants READ).
 */
export const PERMISSION_VALUES = ['READ', 'UPDATE', 'CREATE'] as const;

/** Spec section 6, "Covered areas", as codes. */
export const PERMISSION_AREAS = [
  'visiting_schedule',
  'planograms',
  'notifications',
  'matrix',
  'workflows',
  'matrix_actions',
  'outlets',
  'regions',
  'retails',
  'sku_catalog',
  'setting_categories',
  'feeds',
  'crowd_feeds',
  'instant_merch',
  'tasks',
  'projects',
  'project_outlets',
  'cities',
  'branches',
  'project_retails',
  'territories',
  'address_program',
  'team',
  'users',
  'questionnaires',
  'reports',
  'photo_reports',
  'imports',
  'user_settings',
  'support_requests_list',
  'user_notifications',
  'outlet_types',
  'settings',
  'price_clusters',
  'coverage_types',
  'price_cluster_rates',
  'tender_rate_items',
  'project_positions',
  'positions',
  'sku_brands',
  'sku_manufacturers',
] as const;

export const SETTING_VALUE_TYPES = ['boolean', 'rights', 'number', 'string'] as const;
/** Values of a rights-type setting: no access, read, change/update, delete, create. */
export const SETTING_RIGHTS = ['no_access', 'read', 'update', 'delete', 'create'] as const;

export const CHECK_TYPES = ['questionnaire', 'audit', 'audit_manager'] as const;
export const CHECK_RESULTS = ['accepted', 'rejected'] as const;

export const ANSWER_TYPES = ['photo', 'number', 'integer', 'text', 'many', 'one'] as const;

export const PROJECT_KINDS = ['combined', 'exclusive'] as const;
/** The spec names "project (internal) and two named retail chains" without naming the chains. */
export const OUTLET_SOURCES = ['project', 'retail_chain_a', 'retail_chain_b'] as const;

export const RATE_BASES = ['per_hour', 'per_visit'] as const;
export const POSITION_USER_TYPES = ['main', 'relief'] as const;

export const PLANOGRAM_TYPES = [
  'book',
  'feminine_hygiene',
  'fabric_care',
  'child_hygiene',
  'body_care',
  'teeth_care',
  'shaving',
  'cleaning',
  'hair_care',
] as const;

export const IMPORT_KINDS = [
  'PROJECT_OUTLETS',
  'UPDATE_PROJECT_OUTLETS',
  'USERS',
  'USER_PROJECTS',
  'PROJECT_POSITIONS',
  'USER_PROJECT_EXTRA_DATA',
  'ROUTES',
  'ROUTES_V2',
  'QUESTIONNAIRES',
  'QAPO',
  'QAPO_V2',
  'PLANOGRAMS',
  'AP',
  'PRICE_CLUSTER_RATES',
  'TENDER_RATE_STRUCTURES',
  'PROJECT_BUDGETS',
  'CHECKERS',
  'CROWD_TASKS',
  'CROWD_PAYMENTS',
  'PRODUCTS',
  'MATRICES',
  'MATRIX_ASSIGNMENT_RULES',
  'MATRIX_WORKFLOW_RELATES',
] as const;

export const MAILING_TYPES = ['group', 'personal'] as const;

/** Role codes (roles.sys_name) the portal knows about. */
export const ROLE_CODES = [
  'administrator',
  'analyst',
  'check_manager',
  'head_check_manager',
  'client',
  'report_viewer',
  'visits_report',
  'questionnaires_report',
  'photo_report',
  'crowd_merchandiser',
  'department_head',
  'leader',
  'director_merchandiser',
  'supervisor',
  'crisis_manager',
  'test_user',
  'merchandiser',
  'stompy',
  'cunning_merchandiser',
  'trial_crowd',
  'agent_client',
  'promoter',
  'auditor',
  'initiator',
  'audit_manager',
  'rm',
  'tm',
  'director',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Roles that cannot use the portal at all (spec section 1). */
export const FIELD_ONLY_ROLES: readonly RoleCode[] = [
  'stompy',
  'merchandiser',
  'crowd_merchandiser',
  'cunning_merchandiser',
  'trial_crowd',
];

/** How a product is counted on the shelf and in orders. */
export const SKU_UNITS = ['pcs', 'pack', 'kg', 'g', 'l', 'ml'] as const;

/** What a matrix action asks of the field worker: presence, price, facings, a shelf photo. */
export const ACTION_KINDS = ['presence', 'price', 'facings', 'shelf_photo'] as const;
