import * as z from 'zod/mini';
import { defineCall, withSchemas } from './calls';
import { defineEndpoints } from './endpoints';
import { PROJECT_KINDS } from './enums';
import { REQUIRED_FIELD } from './field-constants';
import { idParamSchema, idParamsSchema, idSchema, MAX_ID_LIST, textSchema } from './fields';
import {
  idListSchema,
  isoDateSchema,
  MAX_PAGE_SIZE,
  paginatedSchema,
  paginationShape,
} from './list';
import { personSchema } from './person';
import { userProjectAddresses } from './user-projects-addresses';

const searchSchema = z.optional(textSchema({ max: 200 }));

/**
 * POST {main}/v2/user_project/get_user_projects/ — the caller's projects (active memberships),
 * for the project selector. One page holds up to MAX_PAGE_SIZE projects, the default.
 */
export const userProjectsRequestSchema = z.strictObject({
  /** Words matched against the project's name and code. */
  search: searchSchema,
  /** Only active (true) or only closed (false) projects; both when absent. */
  is_active: z.optional(z.boolean()),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)), MAX_PAGE_SIZE),
  offset: paginationShape.offset,
});

const userProjectSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(PROJECT_KINDS),
  is_active: z.boolean(),
});
export type UserProject = z.infer<typeof userProjectSchema>;
export const userProjectListSchema = paginatedSchema(userProjectSchema);

/**
 * POST {main}/user_projects/executors_filter/ and /user_projects/managers_filter/ — people of
 * the selected projects (all of the caller's when none are named), by last name. Executors are
 * the projects' members; managers are those named as a member's manager. `ids` fetches the
 * labels of values already chosen.
 */
export const userFilterRequestSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
  search: searchSchema,
  ids: z.optional(idListSchema),
  ...paginationShape,
});
const userFilterListSchema = paginatedSchema(personSchema);

/** Answers of the link calls below that the portal shows as they are. */
export const USER_PROJECT_MESSAGES = {
  duplicateProjects: 'Проекты не должны повторяться',
  /** Followed by the projects' names. */
  alreadyLinked: 'Пользователь уже привязан к проектам',
  activeFirst: 'Сначала установите статус «Активен»',
  userNotFound: 'Пользователь не найден',
  linkNotFound: 'Привязка к проекту не найдена',
  startAfterEnd: 'Дата начала не может быть позже даты окончания',
  selfManager: 'Сотрудник не может быть своим руководителем',
  notChanged: 'Данные не были изменены',
} as const;

/** A user's membership of a project: who manages them there, their position, the period. */
const userProjectLinkSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  user_name: z.string(),
  project_id: z.int(),
  project_name: z.string(),
  manager_id: z.nullable(z.int()),
  manager_name: z.nullable(z.string()),
  position_id: z.nullable(z.int()),
  position_name: z.nullable(z.string()),
  /** Free-text job title as imported. */
  position: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  /** False once unlinked: the row stays, old visits still name the project. */
  is_active: z.boolean(),
});
export type UserProjectLink = z.infer<typeof userProjectLinkSchema>;
const userProjectLinkListSchema = paginatedSchema(userProjectLinkSchema);
/** The links an assign, unlink or patch call touched. */
const userProjectLinkItemsSchema = z.object({ items: z.array(userProjectLinkSchema) });

/**
 * POST {main}/v2/user_project/executors/ — the links (executors in projects) in the caller's
 * projects where they may read the team, by user then project name. The /team/{userId}
 * 'Проекты' tab asks with `user_ids: [id]` and `is_active: true`.
 */
export const userProjectLinkListRequestSchema = z.strictObject({
  user_ids: z.optional(idListSchema),
  project_ids: z.optional(idListSchema),
  manager_ids: z.optional(idListSchema),
  /** Only current (true) or only ended (false) links; both when absent. */
  is_active: z.optional(z.boolean()),
  /** Words matched against the project's name and code. */
  search: searchSchema,
  ...paginationShape,
});

const optionalId = z.optional(z.nullable(idSchema));
const optionalDate = z.optional(z.nullable(isoDateSchema));
const positionText = z.optional(z.nullable(textSchema({ max: 255 })));
/** A link's period: start not after end (both given); a check of the object schemas below. */
const datesInOrder = (link: { start_date?: string | null; end_date?: string | null }) =>
  !link.start_date || !link.end_date || link.start_date <= link.end_date;
const datesMessage = { path: ['start_date'], message: USER_PROJECT_MESSAGES.startAfterEnd };

/** The query of POST {main}/v2/user_project/assign_user_projects/. */
const assignUserProjectsQuerySchema = z.strictObject({
  user_id: idParamSchema,
  /** `true`: links the user already has to the named projects are replaced (see below). */
  should_relink: z._default(z.stringbool(), false),
});

/**
 * POST {main}/v2/user_project/assign_user_projects/?user_id=…&should_relink=… — links the user
 * to `project_ids` (the caller's projects where they may create team members; another → 403),
 * each link with the manager, position and period given. A project named twice: 400. The user
 * must be Active: otherwise 400 'Сначала установите статус «Активен»'.
 *
 * Projects the user is already a current member of:
 * - `should_relink=false` (default): nothing is changed, 409 naming those projects;
 * - `should_relink=true`: those links are replaced — they take the values given here, and a
 *   value not given is cleared, exactly as a new link would have it.
 * A link that was unlinked earlier is reopened with the values given, either way.
 * Answers the links of `project_ids`.
 */
export const assignUserProjectsSchema = z
  .strictObject({
    project_ids: z.array(idSchema).check(
      z.minLength(1, REQUIRED_FIELD),
      z.maxLength(MAX_ID_LIST),
      z.refine((ids) => new Set(ids).size === ids.length, USER_PROJECT_MESSAGES.duplicateProjects),
    ),
    manager_id: optionalId,
    position_id: optionalId,
    position: positionText,
    start_date: optionalDate,
    end_date: optionalDate,
  })
  .check(z.refine(datesInOrder, datesMessage));
export type AssignUserProjects = z.input<typeof assignUserProjectsSchema>;

/**
 * POST {main}/user_projects/unlink_list/ — ends the links `items` (link ids): each stays as
 * ended (`is_active` false, `end_date` today unless it ended already), so old visits still name
 * the project. Unlinking needs no particular user status. A link outside the caller's projects
 * where they may update the team: 404, nothing changed. Answers the links.
 */
const unlinkUserProjectsSchema = z.strictObject({
  items: z.array(idSchema).check(z.minLength(1, REQUIRED_FIELD), z.maxLength(MAX_ID_LIST)),
});

/**
 * PATCH {main}/user_projects/{id}/ — a current link's manager, position and period; null
 * clears. The user must be Active (400 'Сначала установите статус «Активен»'); start not after
 * end, also against the stored other date; nothing changed: 400 'Данные не были изменены'.
 */
export const userProjectPatchSchema = z
  .strictObject({
    manager_id: optionalId,
    position_id: optionalId,
    position: positionText,
    start_date: optionalDate,
    end_date: optionalDate,
  })
  .check(z.refine(datesInOrder, datesMessage));
export type UserProjectPatch = z.input<typeof userProjectPatchSchema>;
const userProjectIdParamsSchema = idParamsSchema;

/**
 * The caller's projects, the people of the selected ones, and the links themselves: read,
 * assigned, ended and changed in the projects where the caller's team right holds (a link
 * elsewhere answers 404, a project named elsewhere 403).
 */
export const userProjectCalls = {
  getUserProjects: withSchemas(userProjectAddresses.getUserProjects, {
    body: userProjectsRequestSchema,
    reply: userProjectListSchema,
  }),
  executorsFilter: defineCall({
    service: 'main',
    route: 'POST /user_projects/executors_filter/',
    permission: 'portal',
    summary: 'Executors of the selected projects, for filters',
    body: userFilterRequestSchema,
    reply: userFilterListSchema,
  }),
  managersFilter: defineCall({
    service: 'main',
    route: 'POST /user_projects/managers_filter/',
    // Managers are listed only to roles with manager visibility (spec section 6).
    permission: { right: 'manager_visibility' },
    summary: 'Managers of the selected projects, for filters',
    body: userFilterRequestSchema,
    reply: userFilterListSchema,
  }),
  listLinks: defineCall({
    service: 'main',
    route: 'POST /v2/user_project/executors/',
    permission: { area: 'team', level: 'read' },
    summary: 'Links of users to projects (executors), for the team screens',
    body: userProjectLinkListRequestSchema,
    reply: userProjectLinkListSchema,
  }),
  assignProjects: defineCall({
    service: 'main',
    route: 'POST /v2/user_project/assign_user_projects/',
    permission: { area: 'team', level: 'create' },
    summary: 'Link a user to projects; should_relink replaces links the user already has',
    query: assignUserProjectsQuerySchema,
    body: assignUserProjectsSchema,
    reply: userProjectLinkItemsSchema,
  }),
  unlinkProjects: defineCall({
    service: 'main',
    route: 'POST /user_projects/unlink_list/',
    permission: { area: 'team', level: 'update' },
    summary: 'End links of users to projects (kept as ended)',
    body: unlinkUserProjectsSchema,
    reply: userProjectLinkItemsSchema,
  }),
  patchLink: defineCall({
    service: 'main',
    route: 'PATCH /user_projects/{id}/',
    permission: { area: 'team', level: 'update' },
    summary: "Change a link's manager, position or period",
    params: userProjectIdParamsSchema,
    body: userProjectPatchSchema,
    reply: userProjectLinkSchema,
  }),
};

/** The executors of the selected projects: choices of the /team executors filter. */
export const executorsFilterEndpoints = defineEndpoints({
  name: 'project_executors',
  service: 'main',
  permission: { area: 'team' },
  paths: { list: userProjectCalls.executorsFilter.route },
  contract: { row: personSchema, list: userFilterRequestSchema },
});

/** Their managers (roles with manager visibility only): choices of the /team managers filter. */
export const managersFilterEndpoints = defineEndpoints({
  ...executorsFilterEndpoints,
  name: 'project_managers',
  paths: { list: userProjectCalls.managersFilter.route },
});

/** The caller's projects: what a user may be assigned to. */
export const callerProjectsEndpoints = defineEndpoints({
  name: 'caller_projects',
  service: 'main',
  permission: { area: 'team' },
  paths: { list: userProjectCalls.getUserProjects.route },
  contract: { row: userProjectSchema, list: userProjectsRequestSchema },
});

/** Users' links to projects: the 'Проекты' tab of /team/{userId}. */
export const userProjectLinkEndpoints = defineEndpoints({
  name: 'user_project_links',
  service: 'main',
  permission: { area: 'team' },
  paths: { list: userProjectCalls.listLinks.route, patch: userProjectCalls.patchLink.route },
  contract: {
    row: userProjectLinkSchema,
    list: userProjectLinkListRequestSchema,
    patch: userProjectPatchSchema,
  },
});
