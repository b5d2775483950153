import type {
  ResourceColumn,
  ResourceDefinition,
  ResourceRow,
  ResourceScreens,
} from '#src/components/crud/resource-definition';
import { type AnyEndpoints, type Endpoints, sortKeysOf } from '#src/contracts/endpoints';

export type { ResourceDefinition } from '#src/components/crud/resource-definition';

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
  const columns = screens.columns.map((column) => withSortOf(column, endpoints));
  return {
    endpoints,
    name,
    service,
    paths,
    contract,
    permission,
    sort: defaultSort,
    ...screens,
    columns,
  };
}

/**
 * A column sorts on its own key when the list contract has that sort key (written there once);
 * a column that sorts on another key says so. Read when a list's headers are drawn, not when the
 * definition loads: the keys come from the list schema, built on first use
 * (src/contracts/lazy-schema.ts).
 */
function withSortOf<Row>(
  column: ResourceColumn<Row>,
  endpoints: AnyEndpoints,
): ResourceColumn<Row> {
  if (column.sort !== undefined) return column;
  return Object.defineProperty({ ...column }, 'sort', {
    enumerable: true,
    get: () => (sortKeysOf(endpoints).includes(column.key) ? column.key : undefined),
  });
}
