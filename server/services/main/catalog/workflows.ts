import { eq } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { projects, workflows } from '#server/db/schema/index';
import { workflowEndpoints } from '#src/contracts/catalog/workflows';

/** Workflows of the caller's projects (area 'workflows'). */
export const workflowsResource = defineCrud(workflowEndpoints, {
  table: workflows,
  scope: workflows.project_id,
  computed: { project_name: relatedName(projects, workflows.project_id) },
  filters: { is_active: (value) => eq(workflows.is_active, value) },
  search: [workflows.name, workflows.code],
});
