import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { project_retails, projects, retails } from '#server/db/schema/index';
import { projectRetailEndpoints } from '#src/contracts/catalog/project-retails';

/** The "networks" screen: a list call only (spec section 7). */
export const projectRetailsResource = defineCrud(projectRetailEndpoints, {
  table: project_retails,
  scope: project_retails.project_id,
  computed: {
    retail_name: relatedName(retails, project_retails.retail_id),
    project_name: relatedName(projects, project_retails.project_id),
  },
  filters: { retail_ids: (ids) => inArray(project_retails.retail_id, ids) },
  search: [project_retails.name, project_retails.code],
});
