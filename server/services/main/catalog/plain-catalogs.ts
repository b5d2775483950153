import { eq, inArray } from 'drizzle-orm';
import { type AnyCrudDefinition, defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import {
  branches,
  cities,
  clients,
  outlet_types,
  positions,
  project_retails,
  projects,
  regions,
  retails,
  sku_brands,
  sku_groups,
  sku_manufacturers,
  territories,
  workflows,
} from '#server/db/schema/index';
import { branchEndpoints } from '#src/contracts/catalog/branches';
import { cityEndpoints } from '#src/contracts/catalog/cities';
import { clientEndpoints } from '#src/contracts/catalog/clients';
import { outletTypeEndpoints } from '#src/contracts/catalog/outlet-types';
import { positionEndpoints } from '#src/contracts/catalog/positions';
import { projectRetailEndpoints } from '#src/contracts/catalog/project-retails';
import { regionEndpoints } from '#src/contracts/catalog/regions';
import { retailEndpoints } from '#src/contracts/catalog/retails';
import { skuBrandEndpoints } from '#src/contracts/catalog/sku-brands';
import { skuGroupEndpoints } from '#src/contracts/catalog/sku-groups';
import { skuManufacturerEndpoints } from '#src/contracts/catalog/sku-manufacturers';
import { territoryEndpoints } from '#src/contracts/catalog/territories';
import { workflowEndpoints } from '#src/contracts/catalog/workflows';

/**
 * The catalogs whose definition is a few lines: the table, its scope, the related names it shows,
 * its filters and the columns its search reads. A new plain catalog is an entry here; one that
 * grows its own logic (a tree, bespoke writes) moves to a file of its own, listed in index.ts.
 */
export const plainCatalogs: Record<string, AnyCrudDefinition> = {
  /** Cities are shared by every project: no scope, the area of the caller's projects decides. */
  cities: defineCrud(cityEndpoints, {
    table: cities,
    computed: {
      region_name: relatedName(regions, cities.region_id),
    },
    filters: {
      region_ids: (ids) => inArray(cities.region_id, ids),
    },
    search: [cities.name, cities.code, cities.external_code],
  }),
  /** Spec section 7 offers a GET list and a create only. */
  regions: defineCrud(regionEndpoints, {
    table: regions,
    filters: {},
    search: [regions.name, regions.code, regions.external_code],
  }),
  branches: defineCrud(branchEndpoints, {
    table: branches,
    scope: branches.project_id,
    computed: {
      region_name: relatedName(regions, branches.region_id),
      project_name: relatedName(projects, branches.project_id),
    },
    filters: { region_ids: (ids) => inArray(branches.region_id, ids) },
    search: [branches.name, branches.code, branches.external_code],
  }),
  territories: defineCrud(territoryEndpoints, {
    table: territories,
    scope: territories.project_id,
    computed: {
      branch_name: relatedName(branches, territories.branch_id),
      project_name: relatedName(projects, territories.project_id),
    },
    filters: { branch_ids: (ids) => inArray(territories.branch_id, ids) },
    search: [territories.name, territories.code, territories.external_code],
  }),
  /** Retail chains are shared by every project; a project's view of one is a project retail. */
  retails: defineCrud(retailEndpoints, {
    table: retails,
    filters: { is_network: (value) => eq(retails.is_network, value) },
    search: [retails.name, retails.code],
  }),
  outlet_types: defineCrud(outletTypeEndpoints, {
    table: outlet_types,
    filters: {},
    search: [outlet_types.name, outlet_types.code],
  }),
  /** The "networks" screen: a list call only (spec section 7). */
  project_retails: defineCrud(projectRetailEndpoints, {
    table: project_retails,
    scope: project_retails.project_id,
    computed: {
      retail_name: relatedName(retails, project_retails.retail_id),
      project_name: relatedName(projects, project_retails.project_id),
    },
    filters: { retail_ids: (ids) => inArray(project_retails.retail_id, ids) },
    search: [project_retails.name, project_retails.code],
  }),
  positions: defineCrud(positionEndpoints, {
    table: positions,
    filters: { levels: (levels) => inArray(positions.level, levels) },
    search: [positions.name, positions.code, positions.description],
  }),
  /** Admin only (spec section 6); a GET list (spec section 7). */
  clients: defineCrud(clientEndpoints, {
    table: clients,
    filters: {},
    search: [clients.name, clients.legal_name, clients.inn],
  }),
  sku_manufacturers: defineCrud(skuManufacturerEndpoints, {
    table: sku_manufacturers,
    filters: {},
    search: [sku_manufacturers.name, sku_manufacturers.code],
  }),
  sku_brands: defineCrud(skuBrandEndpoints, {
    table: sku_brands,
    computed: { manufacturer_name: relatedName(sku_manufacturers, sku_brands.manufacturer_id) },
    filters: { sku_manufacturer_ids: (ids) => inArray(sku_brands.manufacturer_id, ids) },
    search: [sku_brands.name, sku_brands.code],
  }),
  sku_groups: defineCrud(skuGroupEndpoints, {
    table: sku_groups,
    filters: {},
    search: [sku_groups.name, sku_groups.code],
  }),
  /** Workflows of the caller's projects (area 'workflows'). */
  workflows: defineCrud(workflowEndpoints, {
    table: workflows,
    scope: workflows.project_id,
    computed: { project_name: relatedName(projects, workflows.project_id) },
    filters: { is_active: (value) => eq(workflows.is_active, value) },
    search: [workflows.name, workflows.code],
  }),
};
