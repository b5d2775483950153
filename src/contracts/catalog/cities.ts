import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { textSchema } from '../fields';
import { idListSchema, paginatedSchema } from '../list';
import { catalogListSchema, optionalId, optionalText, requiredText } from './catalog-list';

/** A city: shared by every project (no project scope). */
export const citySchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  region_id: z.nullable(z.int()),
  region_name: z.nullable(z.string()),
  lat: z.nullable(z.number()),
  lon: z.nullable(z.number()),
  timezone: z.string(),
  external_code: z.nullable(z.string()),
});
export type City = z.infer<typeof citySchema>;
export const cityListSchema = paginatedSchema(citySchema);

/** POST {main}/cities/list/ */
export const cityListRequestSchema = catalogListSchema({ region_ids: z.optional(idListSchema) }, [
  'name',
  'code',
  'id',
]);
export type CityListRequest = z.input<typeof cityListRequestSchema>;

const cityFields = {
  code: optionalText(),
  region_id: optionalId,
  lat: z.optional(z.nullable(z.number().check(z.minimum(-90), z.maximum(90)))),
  lon: z.optional(z.nullable(z.number().check(z.minimum(-180), z.maximum(180)))),
  timezone: z.optional(textSchema({ min: 1, max: 64 })),
  external_code: optionalText(),
};
/** POST {main}/cities/ */
export const cityCreateSchema = z.strictObject({ name: requiredText(), ...cityFields });
export type CityCreate = z.input<typeof cityCreateSchema>;
/** PATCH {main}/cities/{id}/ */
export const cityPatchSchema = z.strictObject({ name: z.optional(requiredText()), ...cityFields });
export type CityPatch = z.input<typeof cityPatchSchema>;

/** Cities: spec section 7. */
export const cityEndpoints = defineEndpoints({
  name: 'cities',
  service: 'main',
  permission: entityPermissions.cities,
  paths: restPaths('cities', ['list', 'get', 'create', 'patch', 'delete']),
  contract: {
    row: citySchema,
    list: cityListRequestSchema,
    create: cityCreateSchema,
    patch: cityPatchSchema,
  },
  defaultSort: 'name',
});
