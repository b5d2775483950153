import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type {
  importKindListSchema,
  importListRequestSchema,
  importListSchema,
  importProcessSchema,
} from './imports';

/**
 * The import journal's reads and statuses, without their schemas: the journal's route loaders and
 * address parsing are in the start chunk, and a value import of contracts/imports.ts would bring
 * the schema library into it (the sign-in page's budget). contracts/imports.ts adds the schemas.
 */

/** The statuses an import moves through: the generic statuses of spec section 4. */
export const IMPORT_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'completed_with_errors',
  'cancelled',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** Statuses after which nothing changes. */
export const FINISHED_IMPORT_STATUSES: readonly ImportStatus[] = [
  'completed',
  'completed_with_errors',
  'cancelled',
];

const IMPORTS_AREA = 'imports';

export const importAddresses = {
  listKinds: defineCallAddress<undefined, z.output<typeof importKindListSchema>>()({
    service: 'import',
    route: 'GET /api/v1/imports/kinds/',
    permission: { area: IMPORTS_AREA, level: 'read' },
    summary: 'The import kinds the caller may run, in the spec groups, with columns and key',
  }),
  listImports: defineCallAddress<
    z.input<typeof importListRequestSchema>,
    z.output<typeof importListSchema>
  >()({
    service: 'import',
    route: 'POST /api/v1/imports/list/',
    permission: { area: IMPORTS_AREA, level: 'read' },
    summary: 'The import journal',
  }),
  getImport: defineCallAddress<undefined, z.output<typeof importProcessSchema>>()({
    service: 'import',
    route: 'GET /api/v1/imports/{id}/',
    permission: { area: IMPORTS_AREA, level: 'read' },
    summary: 'One import: status, progress, counts, errors',
  }),
};
