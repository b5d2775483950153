import * as z from 'zod/mini';
import { defineEndpoints, restPaths } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { textSchema } from '../fields';
import { idListSchema } from '../list';
import { catalogListSchema, optionalId, optionalText, requiredText } from './catalog-list';

/** A city: shared by every project (no project scope). */
const citySchema = z.object({
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

/** POST {main}/cities/list/ */
const cityListRequestSchema = catalogListSchema({ region_ids: z.optional(idListSchema) }, [
  'name',
  'code',
  'id',
]);

const cityFields = {
  code: optionalText(),
  region_id: optionalId,
  lat: z.optional(z.nullable(z.number().check(z.minimum(-90), z.maximum(90)))),
  lon: z.optional(z.nullable(z.number().check(z.minimum(-180), z.maximum(180)))),
  timezone: z.optional(textSchema({ min: 1, max: 64 })),
  external_code: optionalText(),
};
/** POST {main}/cities/ */
const cityCreateSchema = z.strictObject({ name: requiredText(), ...cityFields });
/** PATCH {main}/cities/{id}/ */
const cityPatchSchema = z.strictObject({ name: z.optional(requiredText()), ...cityFields });

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
  rules: {
    unique: [
      {
        constraint: 'cities_region_id_name_unique',
        fields: ['region_id', 'name'],
        field: 'name',
        message: 'Город с таким названием в регионе уже существует',
      },
    ],
  },
});
