import type { AnyCrudDefinition } from '#server/crud/definition';
import { listRows } from '#server/crud/read-rows';
import { permissionOf } from '#server/crud/register-crud';
import { rowColumns } from './column-types';
import {
  defineExportKind,
  EXPORT_BATCH,
  type ExportKindDefinition,
  type ExportReadContext,
} from './kind';

const PAGING = new Set(['limit', 'offset']);

/**
 * A catalog list's export, from its CRUD definition alone: the list call's filter and order, its
 * permission and project scope, its row keys as columns, read with the very code the list reads
 * with (read-rows.ts), a batch a page.
 */
export function crudExportKind(definition: AnyCrudDefinition): ExportKindDefinition {
  const { endpoints } = definition;
  const listShape = endpoints.contract.list.shape as Record<string, unknown>;
  const scopeOf = ({ access }: ExportReadContext) => {
    if (!definition.scope) return undefined;
    return definition.scopeToMembership ? access.projectIds : access.permittedProjectIds;
  };
  const page = (context: ExportReadContext, offset: number, limit: number) =>
    listRows(context.db, definition, { ...context.filter, limit, offset }, scopeOf(context));
  return defineExportKind({
    kind: endpoints.name,
    group: 'list',
    label: endpoints.name,
    permission: permissionOf(definition, 'list'),
    filter: endpoints.contract.list,
    filterKeys: Object.keys(listShape).filter((key) => !PAGING.has(key)),
    columns: rowColumns(endpoints.contract.row.shape as Record<string, unknown>),
    requires: { project: false, dateRange: false },
    count: async (context) => (await page(context, 0, 1)).total,
    async *batches(context) {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        context.signal.throwIfAborted();
        const { items } = await page(context, offset, EXPORT_BATCH);
        if (items.length > 0) yield items;
        if (items.length < EXPORT_BATCH) return;
      }
    },
  });
}
