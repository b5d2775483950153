import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { cities, outlet_types, outlets, projects, regions, retails } from '#server/db/schema/index';
import { outletEndpoints } from '#src/contracts/catalog/outlets';

/** Reference outlets are shared by every project: no scope, the area decides. */
export const outletsResource = defineCrud(outletEndpoints, {
  table: outlets,
  computed: {
    city_name: relatedName(cities, outlets.city_id),
    region_name: relatedName(regions, outlets.region_id),
    retail_name: relatedName(retails, outlets.retail_id),
    outlet_type_name: relatedName(outlet_types, outlets.outlet_type_id),
    source_project_name: relatedName(projects, outlets.source_project_id),
  },
  filters: {
    city_ids: (ids) => inArray(outlets.city_id, ids),
    region_ids: (ids) => inArray(outlets.region_id, ids),
    retail_ids: (ids) => inArray(outlets.retail_id, ids),
    outlet_type_ids: (ids) => inArray(outlets.outlet_type_id, ids),
  },
  search: [outlets.name, outlets.address, outlets.external_code, outlets.inn],
});
