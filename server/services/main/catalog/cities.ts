import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { cities, regions } from '#server/db/schema/index';
import { cityEndpoints } from '#src/contracts/catalog/cities';

/** Cities are shared by every project: no scope, the area of the caller's projects decides. */
export const citiesResource = defineCrud(cityEndpoints, {
  table: cities,
  computed: {
    region_name: relatedName(regions, cities.region_id),
  },
  filters: {
    region_ids: (ids) => inArray(cities.region_id, ids),
  },
  search: [cities.name, cities.code, cities.external_code],
});
