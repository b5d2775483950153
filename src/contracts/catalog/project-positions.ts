import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { POSITION_USER_TYPES } from '../enums';
import { REQUIRED_FIELD } from '../field-constants';
import { isoDate } from '../fields';
import { idListSchema } from '../list';
import {
  activeByDefault,
  catalogIdSchema,
  catalogListSchema,
  optionalId,
  requiredText,
} from './catalog-list';

/** A seat in a project's org chart; its position (code, name, level) comes from the catalog. */
const projectPositionSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  position_id: z.nullable(z.int()),
  position_name: z.nullable(z.string()),
  position_level: z.nullable(z.int()),
  parent_id: z.nullable(z.int()),
  parent_name: z.nullable(z.string()),
  code: z.string(),
  name: z.string(),
  branch_id: z.nullable(z.int()),
  territory_id: z.nullable(z.int()),
  user_id: z.nullable(z.int()),
  user_name: z.nullable(z.string()),
  is_active: z.boolean(),
});

/** POST {main}/project_positions/list/ */
const projectPositionListRequestSchema = catalogListSchema(
  {
    project_ids: z.optional(idListSchema),
    branch_ids: z.optional(idListSchema),
    territory_ids: z.optional(idListSchema),
    user_ids: z.optional(idListSchema),
  },
  ['name', 'code', 'id'],
);

const projectPositionFields = {
  position_id: optionalId,
  parent_id: optionalId,
  branch_id: optionalId,
  territory_id: optionalId,
  is_active: z.optional(z.boolean()),
};
/** POST {main}/project_positions/ */
const projectPositionCreateSchema = z.strictObject({
  project_id: catalogIdSchema,
  code: requiredText(),
  name: requiredText(),
  ...projectPositionFields,
  is_active: activeByDefault,
});
/** PATCH {main}/project_positions/{id}/ */
const projectPositionPatchSchema = z.strictObject({
  code: z.optional(requiredText()),
  name: z.optional(requiredText()),
  ...projectPositionFields,
});

/** Who held the seat and when. */
const projectPositionHistorySchema = z.object({
  id: z.int(),
  project_position_id: z.int(),
  user_id: z.int(),
  user_name: z.nullable(z.string()),
  user_type: z.enum(POSITION_USER_TYPES),
  start_date: z.string(),
  end_date: z.string(),
});
export type ProjectPositionHistory = z.infer<typeof projectPositionHistorySchema>;

/** POST {main}/project_position_history/list/ */
const projectPositionHistoryListRequestSchema = catalogListSchema(
  { project_position_id: z.optional(catalogIdSchema), user_ids: z.optional(idListSchema) },
  ['start_date', 'end_date', 'id'],
);

/** A position may not report to itself or to one of the positions below it. */
export const POSITION_PARENT_LOOP = 'Должность не может подчиняться самой себе';

export const POSITION_DATE_MESSAGES = {
  startAfterEnd: 'Дата начала не может быть позже даты окончания',
} as const;

const requiredDate = isoDate(REQUIRED_FIELD);
/**
 * PATCH {main}/project_position_history/{id}/ (spec section 5): start and end must not be empty
 * and start not after end. Only both given can be compared here; one alone is checked by the
 * database against the stored other (a 400 too).
 */
export const projectPositionHistoryPatchSchema = z
  .strictObject({
    user_type: z.optional(z.enum(POSITION_USER_TYPES)),
    start_date: z.optional(requiredDate),
    end_date: z.optional(requiredDate),
  })
  .check(
    z.refine(
      (value) => !value.start_date || !value.end_date || value.start_date <= value.end_date,
      {
        message: POSITION_DATE_MESSAGES.startAfterEnd,
        path: ['start_date'],
      },
    ),
  );

/** Project position history: spec section 7. */
export const projectPositionHistoryEndpoints = defineEndpoints({
  name: 'project_position_history',
  service: 'main',
  permission: { area: 'project_positions' },
  paths: restPaths('project_position_history', ['list', 'patch', 'delete']),
  contract: {
    row: projectPositionHistorySchema,
    list: projectPositionHistoryListRequestSchema,
    patch: projectPositionHistoryPatchSchema,
  },
  defaultSort: '-start_date',
});

/** Project positions: spec section 7. */
export const projectPositionEndpoints = defineEndpoints({
  name: 'project_positions',
  service: 'main',
  permission: entityPermissions.project_positions,
  paths: restPaths('project_positions', ['list', 'get', 'create', 'patch']),
  contract: {
    row: projectPositionSchema,
    list: projectPositionListRequestSchema,
    create: projectPositionCreateSchema,
    patch: projectPositionPatchSchema,
  },
  defaultSort: 'name',
});
