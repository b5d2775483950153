import type { EndpointPermission } from './endpoints';
import { PERMISSION_AREAS } from './enums';

type Area = (typeof PERMISSION_AREAS)[number];

/** The entities whose permission is not the area of their own name. */
const permissionsOffName = {
  actions: { area: 'matrix_actions' },
  clients: { right: 'admin_only' },
  matrices: { area: 'matrix' },
  sku: { area: 'sku_catalog' },
  sku_categories: { area: 'sku_catalog' },
  sku_groups: { area: 'sku_catalog' },
} as const satisfies Record<string, EndpointPermission>;

type EntityPermissions = { readonly [A in Area]: { readonly area: A } } & typeof permissionsOffName;

/**
 * Who may call each catalog entity's endpoints (spec section 6), keyed by the endpoints' names:
 * the area of the entity's own name (`sku_brands` → the `sku_brands` area), unless it is one of
 * the few above. Its endpoints' definition takes it from here (server and screens), and so does
 * the side menu, which must not load some twenty contracts and build their schemas at every
 * start just to know whom to show an entry. A new entity named after its area adds nothing here.
 */
export const entityPermissions: EntityPermissions = {
  ...(Object.fromEntries(PERMISSION_AREAS.map((area) => [area, { area }])) as {
    [A in Area]: { area: A };
  }),
  ...permissionsOffName,
};
