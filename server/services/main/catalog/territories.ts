import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { branches, projects, territories } from '#server/db/schema/index';
import { territoryEndpoints } from '#src/contracts/catalog/territories';

export const territoriesResource = defineCrud(territoryEndpoints, {
  table: territories,
  scope: territories.project_id,
  computed: {
    branch_name: relatedName(branches, territories.branch_id),
    project_name: relatedName(projects, territories.project_id),
  },
  filters: { branch_ids: (ids) => inArray(territories.branch_id, ids) },
  search: [territories.name, territories.code, territories.external_code],
});
