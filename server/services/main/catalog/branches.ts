import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { branches, projects, regions } from '#server/db/schema/index';
import { branchEndpoints } from '#src/contracts/catalog/branches';

export const branchesResource = defineCrud(branchEndpoints, {
  table: branches,
  scope: branches.project_id,
  computed: {
    region_name: relatedName(regions, branches.region_id),
    project_name: relatedName(projects, branches.project_id),
  },
  filters: { region_ids: (ids) => inArray(branches.region_id, ids) },
  search: [branches.name, branches.code, branches.external_code],
});
