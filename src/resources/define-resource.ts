import type { ResourceDefinition, ResourceRow } from '#src/components/crud/resource-definition';

export type {
  AnyResource,
  ResourceColumn,
  ResourceDefinition,
  ResourceField,
  ResourceFilter,
} from '#src/components/crud/resource-definition';

/**
 * A catalog entity as data (no JSX): where its calls go, its contract, the permission area, the
 * list's columns and filters, the form's fields, the Russian labels as `msg` descriptors. The
 * row type comes from the contract, so a column or field naming a missing key does not compile.
 *
 * Query keys: `[name, 'list', params]` and `[name, 'detail', id]`; a change invalidates `[name]`.
 * Screens: `resourceListRoute`, `resourceDetailRoute`, `resourceCreateRoute` (resource-routes).
 */
export function defineResource<Row extends ResourceRow>(
  definition: ResourceDefinition<Row>,
): ResourceDefinition<Row> {
  return definition;
}
