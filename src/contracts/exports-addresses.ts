import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type {
  exportKindListSchema,
  exportListRequestSchema,
  exportListSchema,
  exportSchema,
} from './exports';

/**
 * The exports' reads and statuses, without their schemas: the report and journal routes' loaders
 * are in the start chunk, and a value import of contracts/exports.ts would bring the schema
 * library into it (the sign-in page's budget). contracts/exports.ts adds the schemas.
 */

/** The journal's filter and page, as the list call takes it. */
export type ExportListRequest = z.input<typeof exportListRequestSchema>;

export const exportAddresses = {
  listKinds: defineCallAddress<undefined, z.output<typeof exportKindListSchema>>()({
    service: 'export',
    route: 'GET /api/v1/exports/kinds/',
    // Each kind is checked on its own: the list's read permission, the report's flag.
    permission: 'portal',
    summary: 'The export kinds the caller may run: filters, columns and what each requires',
  }),
  listExports: defineCallAddress<ExportListRequest, z.output<typeof exportListSchema>>()({
    service: 'export',
    route: 'POST /api/v1/exports/list/',
    permission: 'portal',
    summary: "The caller's exports, newest first (an administrator's: everyone's)",
  }),
  getExport: defineCallAddress<undefined, z.output<typeof exportSchema>>()({
    service: 'export',
    route: 'GET /api/v1/exports/{id}/',
    permission: 'portal',
    summary: 'One export: status, progress, parameters, columns, size, author, duration',
  }),
};
