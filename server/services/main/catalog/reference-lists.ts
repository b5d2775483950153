import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { merchandising_types, statuses, visit_fail_results } from '#server/db/schema/index';
import {
  merchandisingTypeListRequestSchema,
  merchandisingTypeSchema,
  statusListRequestSchema,
  statusSchema,
  visitFailResultListRequestSchema,
  visitFailResultSchema,
} from '#src/contracts/catalog/reference-lists';

// Spec section 6 names no area for these: any portal user reads them (forms and filters need them).

export const merchandisingTypesResource = defineCrud({
  title: 'Merchandising types',
  table: merchandising_types,
  paths: { list: 'POST /merchandising_types/list/' },
  contract: { row: merchandisingTypeSchema, list: merchandisingTypeListRequestSchema },
  filters: {},
  search: [merchandising_types.name, merchandising_types.code],
  sort: {
    name: merchandising_types.name,
    code: merchandising_types.code,
    id: merchandising_types.id,
  },
  defaultSort: 'name',
});

export const statusesResource = defineCrud({
  title: 'Statuses',
  table: statuses,
  paths: { list: 'POST /statuses/list/' },
  contract: { row: statusSchema, list: statusListRequestSchema },
  filters: { entity_types: (types) => inArray(statuses.entity_type, types) },
  search: [statuses.name, statuses.code],
  sort: {
    name: statuses.name,
    code: statuses.code,
    entity_type: statuses.entity_type,
    id: statuses.id,
  },
  defaultSort: 'entity_type',
});

/** Shared reasons (no project) plus those of the caller's (or the selected) projects. */
export const visitFailResultsResource = defineCrud({
  title: 'Visit fail results',
  table: visit_fail_results,
  paths: { list: 'POST /visit_fail_results/list/' },
  scope: visit_fail_results.project_id,
  sharedRows: true,
  contract: { row: visitFailResultSchema, list: visitFailResultListRequestSchema },
  filters: {},
  search: [visit_fail_results.name, visit_fail_results.code],
  sort: { name: visit_fail_results.name, code: visit_fail_results.code, id: visit_fail_results.id },
  defaultSort: 'name',
});
