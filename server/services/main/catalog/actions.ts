import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { actions, projects, workflows } from '#server/db/schema/index';
import { actionEndpoints } from '#src/contracts/catalog/actions';

/**
 * Matrix actions of the caller's projects (area 'matrix_actions'). The workflow written must be
 * of the action's project (found from the foreign key, written-references.ts).
 */
export const actionsResource = defineCrud(actionEndpoints, {
  table: actions,
  scope: actions.project_id,
  computed: {
    project_name: relatedName(projects, actions.project_id),
    workflow_name: relatedName(workflows, actions.workflow_id),
  },
  filters: {
    workflow_ids: (ids) => inArray(actions.workflow_id, ids),
    is_active: (value) => eq(actions.is_active, value),
  },
  search: [actions.name, actions.code],
  sort: { workflow_name: relatedName(workflows, actions.workflow_id) },
  checks: { actions_kind_check: { field: 'kind', message: 'Неизвестный вид действия' } },
  // An action created without a place goes after the workflow's last one.
  afterCreate: async (db, id, request) => {
    const body = request.body as { sort?: number; workflow_id?: number };
    if (body.sort !== undefined || body.workflow_id === undefined) return;
    const last = sql<number>`(select coalesce(max(${actions.sort}) + 1, 0) from ${actions} where ${and(
      eq(actions.workflow_id, body.workflow_id),
      ne(actions.id, id),
    )})`;
    await db.update(actions).set({ sort: last }).where(eq(actions.id, id));
  },
});
