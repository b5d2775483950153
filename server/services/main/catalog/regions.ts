import { defineCrud } from '#server/crud/definition';
import { regions } from '#server/db/schema/index';
import { regionEndpoints } from '#src/contracts/catalog/regions';

/** Spec section 7 offers a GET list and a create only. */
export const regionsResource = defineCrud(regionEndpoints, {
  table: regions,
  filters: {},
  search: [regions.name, regions.code, regions.external_code],
});
