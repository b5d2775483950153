import * as z from 'zod/mini';
import { defineEndpoints } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { catalogQuerySchema, optionalText, requiredText } from './catalog-list';

/** A region: shared by every project. */
const regionSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
});

/** GET {main}/regions/?search=&sort=&limit=&offset= */
const regionListRequestSchema = catalogQuerySchema(['name', 'code', 'id']);

/** POST {main}/regions/ */
const regionCreateSchema = z.strictObject({
  name: requiredText(),
  code: optionalText(),
  external_code: optionalText(),
});

/** Regions: spec section 7. */
export const regionEndpoints = defineEndpoints({
  name: 'regions',
  service: 'main',
  permission: entityPermissions.regions,
  paths: { list: 'GET /regions/', create: 'POST /regions/' },
  contract: { row: regionSchema, list: regionListRequestSchema, create: regionCreateSchema },
  defaultSort: 'name',
  rules: {
    unique: [
      {
        constraint: 'regions_name_unique',
        fields: ['name'],
        field: 'name',
        message: 'Регион с таким названием уже существует',
      },
    ],
  },
});
