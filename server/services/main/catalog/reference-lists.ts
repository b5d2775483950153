import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { merchandising_types, statuses, visit_fail_results } from '#server/db/schema/index';
import {
  merchandisingTypeEndpoints,
  statusEndpoints,
  visitFailResultEndpoints,
} from '#src/contracts/catalog/reference-lists';

// Spec section 6 names no area for these: any portal user reads them (forms and filters need them).

export const merchandisingTypesResource = defineCrud(merchandisingTypeEndpoints, {
  table: merchandising_types,
  filters: {},
  search: [merchandising_types.name, merchandising_types.code],
});

export const statusesResource = defineCrud(statusEndpoints, {
  table: statuses,
  filters: { entity_types: (types) => inArray(statuses.entity_type, types) },
  search: [statuses.name, statuses.code],
});

/** Shared reasons (no project) plus those of the caller's (or the selected) projects. */
export const visitFailResultsResource = defineCrud(visitFailResultEndpoints, {
  table: visit_fail_results,
  scope: visit_fail_results.project_id,
  sharedRows: true,
  filters: {},
  search: [visit_fail_results.name, visit_fail_results.code],
});
