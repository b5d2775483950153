import { defineCrud } from '#server/crud/definition';
import { regions } from '#server/db/schema/index';
import {
  regionCreateSchema,
  regionListRequestSchema,
  regionSchema,
} from '#src/contracts/catalog/regions';

/** Spec section 7 offers a GET list and a create only. */
export const regionsResource = defineCrud({
  title: 'Regions',
  table: regions,
  paths: { list: 'GET /regions/', create: 'POST /regions/' },
  area: 'regions',
  contract: { row: regionSchema, list: regionListRequestSchema, create: regionCreateSchema },
  filters: {},
  search: [regions.name, regions.code, regions.external_code],
  sort: { name: regions.name, code: regions.code, id: regions.id },
  defaultSort: 'name',
  duplicate: {
    regions_name_unique: { field: 'name', message: 'Регион с таким названием уже существует' },
  },
});
