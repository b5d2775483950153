import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { textSchema } from '../fields';
import { idListSchema } from '../list';
import { catalogListSchema } from './catalog-list';

/** Small reference lists the portal fills dropdowns from; read-only through the API. */

/** POST {main}/merchandising_types/list/ */
const merchandisingTypeSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
});
const merchandisingTypeListRequestSchema = catalogListSchema({}, ['name', 'code', 'id']);

/** POST {main}/statuses/list/ — display names of statuses per entity type. */
const statusSchema = z.object({
  id: z.int(),
  entity_type: z.string(),
  code: z.string(),
  name: z.string(),
});
const statusListRequestSchema = catalogListSchema(
  { entity_types: z.optional(z.array(textSchema({ max: 100 })).check(z.maxLength(100))) },
  ['name', 'code', 'entity_type', 'id'],
);

/** POST {main}/visit_fail_results/list/ — shared reasons plus those of the selected projects. */
const visitFailResultSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  project_id: z.nullable(z.int()),
});
const visitFailResultListRequestSchema = catalogListSchema(
  { project_ids: z.optional(idListSchema) },
  ['name', 'code', 'id'],
);

/** Merchandising types: spec section 7. */
export const merchandisingTypeEndpoints = defineEndpoints({
  name: 'merchandising_types',
  service: 'main',
  permission: 'portal',
  paths: restPaths('merchandising_types', ['list']),
  contract: { row: merchandisingTypeSchema, list: merchandisingTypeListRequestSchema },
  defaultSort: 'name',
});

/** Statuses: spec section 7. */
export const statusEndpoints = defineEndpoints({
  name: 'statuses',
  service: 'main',
  permission: 'portal',
  paths: restPaths('statuses', ['list']),
  contract: { row: statusSchema, list: statusListRequestSchema },
  defaultSort: 'entity_type',
});

/** Visit fail results: spec section 7. */
export const visitFailResultEndpoints = defineEndpoints({
  name: 'visit_fail_results',
  service: 'main',
  permission: 'portal',
  paths: restPaths('visit_fail_results', ['list']),
  contract: { row: visitFailResultSchema, list: visitFailResultListRequestSchema },
  defaultSort: 'name',
});
