import * as z from 'zod/mini';
import { PROJECT_KINDS } from './enums';
import { idListSchema, MAX_PAGE_SIZE, paginatedSchema, paginationShape } from './list';

const searchSchema = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/** A user as filter dropdowns and lists show them. */
export const personSchema = z.object({
  id: z.int(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic_name: z.nullable(z.string()),
});
export type Person = z.infer<typeof personSchema>;

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
export type UserProjectsRequest = z.input<typeof userProjectsRequestSchema>;

export const userProjectSchema = z.object({
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
export type UserFilterRequest = z.input<typeof userFilterRequestSchema>;
export const userFilterListSchema = paginatedSchema(personSchema);
