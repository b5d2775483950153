import * as z from 'zod/mini';
import { defineEndpoints } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { idListSchema } from '../list';
import {
  activeByDefault,
  catalogIdSchema,
  catalogListSchema,
  optionalId,
  optionalText,
  requiredText,
} from './catalog-list';

/** An outlet as a project sees it: placed in the project's org structure. */
const projectOutletSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  outlet_id: z.int(),
  /** The sign as the project knows it (the reference outlet's unless renamed); its address. */
  name: z.string(),
  address: z.nullable(z.string()),
  project_retail_id: z.nullable(z.int()),
  project_retail_name: z.nullable(z.string()),
  region_id: z.nullable(z.int()),
  branch_id: z.nullable(z.int()),
  branch_name: z.nullable(z.string()),
  territory_id: z.nullable(z.int()),
  territory_name: z.nullable(z.string()),
  city_id: z.nullable(z.int()),
  city_name: z.nullable(z.string()),
  manager_id: z.nullable(z.int()),
  manager_name: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
  is_active: z.boolean(),
});
export type ProjectOutlet = z.infer<typeof projectOutletSchema>;

/** POST {main}/project_outlets/list/ and POST {main}/v2/project_outlets/list/ */
const projectOutletListRequestSchema = catalogListSchema(
  {
    project_ids: z.optional(idListSchema),
    project_retail_ids: z.optional(idListSchema),
    branch_ids: z.optional(idListSchema),
    territory_ids: z.optional(idListSchema),
    city_ids: z.optional(idListSchema),
    manager_ids: z.optional(idListSchema),
    /** The project outlets of these reference outlets (a reference outlet's 'outlets' tab). */
    outlet_ids: z.optional(idListSchema),
  },
  ['name', 'address', 'external_code', 'id'],
);

const placementFields = {
  project_retail_id: optionalId,
  region_id: optionalId,
  branch_id: optionalId,
  territory_id: optionalId,
  city_id: optionalId,
  manager_id: optionalId,
  external_code: optionalText(),
  is_active: z.optional(z.boolean()),
};

/** PATCH {main}/project_outlets/{id}/: the project's placement; the project stays. */
const projectOutletPatchSchema = z.strictObject({
  /** Renamed, never cleared: every list names and orders the outlets by it. */
  name: z.optional(requiredText()),
  ...placementFields,
});

/**
 * A reference outlet placed in a project. No route takes it: outlets join a project by import
 * (PROJECT_OUTLETS), whose writes go through the same rules as the forms'.
 */
const projectOutletCreateSchema = z.strictObject({
  project_id: catalogIdSchema,
  outlet_id: catalogIdSchema,
  name: requiredText(),
  ...placementFields,
  is_active: activeByDefault,
});

/** Project outlets: spec section 7. */
export const projectOutletEndpoints = defineEndpoints({
  name: 'project_outlets',
  service: 'main',
  permission: entityPermissions.project_outlets,
  paths: {
    list: ['POST /project_outlets/list/', 'POST /v2/project_outlets/list/'],
    get: 'GET /project_outlets/{id}/',
    patch: 'PATCH /project_outlets/{id}/',
  },
  contract: {
    row: projectOutletSchema,
    list: projectOutletListRequestSchema,
    patch: projectOutletPatchSchema,
    create: projectOutletCreateSchema,
  },
  defaultSort: 'name',
});
