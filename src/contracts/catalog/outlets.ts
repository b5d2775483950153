import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { OUTLET_SOURCES } from '../enums';
import { idListSchema } from '../list';
import {
  activeByDefault,
  catalogListSchema,
  optionalId,
  optionalText,
  requiredText,
} from './catalog-list';

/** A reference outlet: the physical store, shared by projects. */
const outletSchema = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string(),
  lat: z.nullable(z.number()),
  lon: z.nullable(z.number()),
  city_id: z.nullable(z.int()),
  city_name: z.nullable(z.string()),
  region_id: z.nullable(z.int()),
  region_name: z.nullable(z.string()),
  retail_id: z.nullable(z.int()),
  retail_name: z.nullable(z.string()),
  outlet_type_id: z.nullable(z.int()),
  outlet_type_name: z.nullable(z.string()),
  /** Where the outlet came from: a project, or one of the two retail chains' lists. */
  source: z.enum(OUTLET_SOURCES),
  source_project_id: z.nullable(z.int()),
  source_project_name: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
  inn: z.nullable(z.string()),
  is_active: z.boolean(),
});

/** POST {main}/outlets/list/ */
const outletListRequestSchema = catalogListSchema(
  {
    city_ids: z.optional(idListSchema),
    region_ids: z.optional(idListSchema),
    retail_ids: z.optional(idListSchema),
    outlet_type_ids: z.optional(idListSchema),
  },
  ['name', 'address', 'external_code', 'id'],
);

const coordinate = (limit: number) =>
  z.optional(z.nullable(z.number().check(z.minimum(-limit), z.maximum(limit))));
const outletFields = {
  lat: coordinate(90),
  lon: coordinate(180),
  city_id: optionalId,
  region_id: optionalId,
  retail_id: optionalId,
  outlet_type_id: optionalId,
  source: z.optional(z.enum(OUTLET_SOURCES)),
  source_project_id: optionalId,
  external_code: optionalText(),
  inn: optionalText(12),
  is_active: z.optional(z.boolean()),
};
/** POST {main}/outlets/ */
const outletCreateSchema = z.strictObject({
  name: requiredText(),
  address: requiredText(1000),
  ...outletFields,
  is_active: activeByDefault,
});
/** PATCH {main}/outlets/{id}/ */
const outletPatchSchema = z.strictObject({
  name: z.optional(requiredText()),
  address: z.optional(requiredText(1000)),
  ...outletFields,
});

/** Reference outlets: spec section 7. */
export const outletEndpoints = defineEndpoints({
  name: 'outlets',
  service: 'main',
  permission: entityPermissions.outlets,
  paths: restPaths('outlets', ['list', 'get', 'create', 'patch']),
  contract: {
    row: outletSchema,
    list: outletListRequestSchema,
    create: outletCreateSchema,
    patch: outletPatchSchema,
  },
  defaultSort: 'name',
});
