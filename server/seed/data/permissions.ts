import type { PermissionArea, PermissionValue } from '#src/access/permission-values';
import { PERMISSION_AREAS, type RoleCode } from '#src/contracts/enums';

type Grants = Partial<Record<PermissionArea, PermissionValue>>;

const all = (value: PermissionValue): Grants =>
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, value]));

const some = (value: PermissionValue, areas: PermissionArea[]): Grants =>
  Object.fromEntries(areas.map((area) => [area, value]));

/** Everyone in the portal reads their own notifications and files support requests. */
const personal = some('CREATE', ['user_notifications', 'support_requests_list']);
const reports = some('READ', ['feeds', 'reports', 'photo_reports']);
const catalogs = some('READ', [
  'outlets',
  'project_outlets',
  'regions',
  'branches',
  'territories',
  'cities',
  'retails',
  'project_retails',
  'outlet_types',
  'projects',
  'team',
  'questionnaires',
  'planograms',
  'sku_catalog',
  'sku_brands',
  'sku_manufacturers',
  'matrix',
  'positions',
  'project_positions',
]);
/** Department heads, leaders and directors run projects: change everything, create the day's work. */
const management: Grants = {
  ...all('UPDATE'),
  ...some('CREATE', [
    'tasks',
    'visiting_schedule',
    'team',
    'project_outlets',
    'imports',
    'reports',
  ]),
  settings: 'READ',
  setting_categories: 'READ',
};
/** Supervisors (and RM/TM) lead field teams: their team, schedule, tasks and visits. */
const fieldLead: Grants = {
  ...catalogs,
  ...reports,
  ...some('CREATE', ['team', 'visiting_schedule', 'tasks', 'feeds']),
  ...some('UPDATE', ['project_outlets', 'crowd_feeds']),
  instant_merch: 'READ',
};
/** Checkers review visits on the checker screen (a role-derived right); here they only read. */
const checker = some('READ', ['feeds', 'crowd_feeds', 'photo_reports', 'questionnaires']);

/** Demo grants per staff role, the same in every project; field-only roles get none. */
const DEMO_GRANTS: Partial<Record<RoleCode, Grants>> = {
  administrator: all('CREATE'),
  analyst: { ...all('UPDATE'), ...some('CREATE', ['reports', 'photo_reports', 'imports']) },
  director: management,
  director_merchandiser: management,
  department_head: management,
  leader: management,
  crisis_manager: {
    ...catalogs,
    ...reports,
    ...some('UPDATE', ['feeds', 'tasks', 'visiting_schedule']),
  },
  supervisor: fieldLead,
  rm: fieldLead,
  tm: fieldLead,
  check_manager: checker,
  head_check_manager: { ...checker, team: 'READ', users: 'READ' },
  client: reports,
  agent_client: reports,
  report_viewer: reports,
  visits_report: some('READ', ['feeds', 'reports']),
  questionnaires_report: some('READ', ['questionnaires', 'reports']),
  photo_report: some('READ', ['photo_reports', 'feeds']),
  audit_manager: { ...reports, tasks: 'CREATE' },
  auditor: some('READ', ['feeds', 'tasks']),
  initiator: { feeds: 'READ', tasks: 'CREATE' },
  test_user: some('READ', ['feeds']),
};

/**
 * Per-project exceptions, by project index: values differ by project as well as by role. A
 * supervisor creates outlets and edits questionnaires in the first project only.
 */
export const PROJECT_GRANTS: { project: number; role: RoleCode; grants: Grants }[] = [
  {
    project: 0,
    role: 'supervisor',
    grants: { project_outlets: 'CREATE', questionnaires: 'UPDATE' },
  },
];

export function demoGrants(role: RoleCode): Grants | undefined {
  const grants = DEMO_GRANTS[role];
  return grants ? { ...personal, ...grants } : undefined;
}
