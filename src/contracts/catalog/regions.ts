import * as z from 'zod/mini';
import { defineEndpoints } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { paginatedSchema } from '../list';
import { catalogQuerySchema, optionalText, requiredText } from './catalog-list';

/** A region: shared by every project. */
export const regionSchema = z.object({
  id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  external_code: z.nullable(z.string()),
});
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = paginatedSchema(regionSchema);

/** GET {main}/regions/?search=&sort=&limit=&offset= */
export const regionListRequestSchema = catalogQuerySchema(['name', 'code', 'id']);
export type RegionListRequest = z.input<typeof regionListRequestSchema>;

/** POST {main}/regions/ */
export const regionCreateSchema = z.strictObject({
  name: requiredText(),
  code: optionalText(),
  external_code: optionalText(),
});
export type RegionCreate = z.input<typeof regionCreateSchema>;

/** Regions: spec section 7. */
export const regionEndpoints = defineEndpoints({
  name: 'regions',
  service: 'main',
  permission: entityPermissions.regions,
  paths: { list: 'GET /regions/', create: 'POST /regions/' },
  contract: { row: regionSchema, list: regionListRequestSchema, create: regionCreateSchema },
  defaultSort: 'name',
});
