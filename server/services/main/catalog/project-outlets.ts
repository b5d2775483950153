import { eq, inArray, sql } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import {
  branches,
  cities,
  outlets,
  project_outlets as po,
  project_retails,
  territories,
  users,
} from '#server/db/schema/index';
import { projectOutletEndpoints } from '#src/contracts/catalog/project-outlets';

/** Project outlets: a list of 100,000 rows, so the address comes by a join, not per row. */
export const projectOutletsResource = defineCrud(projectOutletEndpoints, {
  table: po,
  scope: po.project_id,
  joins: [{ table: outlets, on: eq(outlets.id, po.outlet_id) }],
  computed: {
    address: outlets.address,
    project_retail_name: relatedName(project_retails, po.project_retail_id),
    branch_name: relatedName(branches, po.branch_id),
    territory_name: relatedName(territories, po.territory_id),
    city_name: relatedName(cities, po.city_id),
    manager_name: sql<
      string | null
    >`(select concat_ws(' ', ${users.last_name}, ${users.first_name}) from ${users} where ${eq(users.id, po.manager_id)})`,
  },
  filters: {
    project_retail_ids: (ids) => inArray(po.project_retail_id, ids),
    branch_ids: (ids) => inArray(po.branch_id, ids),
    territory_ids: (ids) => inArray(po.territory_id, ids),
    city_ids: (ids) => inArray(po.city_id, ids),
    manager_ids: (ids) => inArray(po.manager_id, ids),
    outlet_ids: (ids) => inArray(po.outlet_id, ids),
  },
  search: [po.name, outlets.address, po.external_code],
  sort: { address: outlets.address },
});
