import type { EndpointPermission } from './endpoints';

/**
 * Who may call each catalog entity's endpoints (spec section 6), written once: its endpoints'
 * definition takes it from here (server and screens), and so does the side menu, which must not
 * load some twenty contracts and build their schemas at every start just to know whom to show
 * an entry. Keyed by the endpoints' names.
 */
export const entityPermissions = {
  actions: { area: 'matrix_actions' },
  branches: { area: 'branches' },
  cities: { area: 'cities' },
  clients: { right: 'admin_only' },
  matrices: { area: 'matrix' },
  outlet_types: { area: 'outlet_types' },
  outlets: { area: 'outlets' },
  planograms: { area: 'planograms' },
  positions: { area: 'positions' },
  project_outlets: { area: 'project_outlets' },
  project_positions: { area: 'project_positions' },
  project_retails: { area: 'project_retails' },
  projects: { area: 'projects' },
  regions: { area: 'regions' },
  retails: { area: 'retails' },
  sku: { area: 'sku_catalog' },
  sku_brands: { area: 'sku_brands' },
  sku_categories: { area: 'sku_catalog' },
  sku_groups: { area: 'sku_catalog' },
  sku_manufacturers: { area: 'sku_manufacturers' },
  team: { area: 'team' },
  territories: { area: 'territories' },
  users: { area: 'users' },
  workflows: { area: 'workflows' },
} as const satisfies Record<string, EndpointPermission>;
