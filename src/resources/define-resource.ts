import type {
  ResourceDefinition,
  ResourceRow,
  ResourceScreens,
} from '#src/components/crud/resource-definition';
import type { Endpoints } from '#src/contracts/endpoints';

export type {
  AnyResource,
  ResourceColumn,
  ResourceDefinition,
  ResourceField,
  ResourceFilter,
} from '#src/components/crud/resource-definition';

/**
 * A catalog entity's screens as data (no JSX) over its endpoints (src/contracts): the list's
 * columns and filters, the form's fields, the Russian labels as `msg` descriptors. The name,
 * service, paths, contract, permission and default sort come from the endpoints, written once;
 * the row type too, so a column or field naming a missing key does not compile.
 *
 * Query keys start with the name (`resourceKeys`, api/resource-keys). Screens: `resourceListRoute`,
 * `resourceDetailRoute` and `resourceCreateRoute` of components/crud/resource-routes.
 */
export function defineResource<Row extends ResourceRow>(
  // biome-ignore lint/suspicious/noExplicitAny: the list filter type does not matter to the screens.
  endpoints: Endpoints<Row, any>,
  screens: ResourceScreens<Row>,
): ResourceDefinition<Row> {
  const { name, service, paths, contract, permission, defaultSort } = endpoints;
  return { endpoints, name, service, paths, contract, permission, sort: defaultSort, ...screens };
}
