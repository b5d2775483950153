import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { type EntityRules, intInRange } from '../entity-rules';
import { MAX_ID_LIST } from '../fields';
import { catalogListSchema, requiredText } from './catalog-list';

/** A position of the catalog (project positions refer to it). */
const positionSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.int(),
});

/** Spec section 5: code, name, description and level are required; the level is a number. */
export const positionRules = {
  unique: [
    {
      constraint: 'positions_code_unique',
      fields: ['code'],
      field: 'code',
      message: 'Должность с таким кодом уже существует',
      exact: true,
    },
  ],
  ranges: { level: { min: 0, max: 1000 } },
} satisfies EntityRules;
const level = intInRange(positionRules.ranges.level);

/** POST {main}/positions/list/ */
const positionListRequestSchema = catalogListSchema(
  { levels: z.optional(z.array(level).check(z.maxLength(MAX_ID_LIST))) },
  ['name', 'code', 'level', 'id'],
);

/** POST {main}/positions/ */
export const positionCreateSchema = z.strictObject({
  code: requiredText(),
  name: requiredText(),
  description: requiredText(2000),
  level,
});
/** PATCH {main}/positions/{id}/ */
export const positionPatchSchema = z.strictObject({
  code: z.optional(requiredText()),
  name: z.optional(requiredText()),
  description: z.optional(requiredText(2000)),
  level: z.optional(level),
});

/** Positions: spec section 7. */
export const positionEndpoints = defineEndpoints({
  name: 'positions',
  service: 'main',
  permission: entityPermissions.positions,
  paths: restPaths('positions', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: positionSchema,
    list: positionListRequestSchema,
    create: positionCreateSchema,
    patch: positionPatchSchema,
  },
  defaultSort: 'level',
  rules: positionRules,
});
