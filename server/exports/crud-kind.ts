import type { AnyCrudDefinition } from '#server/crud/definition';
import { listRows } from '#server/crud/read-rows';
import { permissionOf } from '#server/crud/register-crud';
import type { ExportKindDefinition, ExportReadContext } from './kind';
import { pagedExportKind } from './paged-kind';

/**
 * A catalog list's export, from its CRUD definition alone: the list call's filter and order, its
 * permission and project scope, its row keys as columns, read with the very code the list reads
 * with (read-rows.ts), a batch a page.
 */
export function crudExportKind(definition: AnyCrudDefinition): ExportKindDefinition {
  const { endpoints } = definition;
  const scopeOf = ({ access }: ExportReadContext) => {
    if (!definition.scope) return undefined;
    return definition.scopeToMembership ? access.projectIds : access.permittedProjectIds;
  };
  return pagedExportKind({
    kind: endpoints.name,
    permission: permissionOf(definition, 'list'),
    body: endpoints.contract.list,
    row: endpoints.contract.row,
    read: (context, page) =>
      listRows(context.db, definition, { ...context.filter, ...page }, scopeOf(context)),
  });
}
