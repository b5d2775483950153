import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { visitDetailsSchema } from './visits';

/**
 * The visit screen's read, without its schemas: the loaders of the visit, check, task and
 * restored-copy routes (start chunk) make it, and a value import of contracts/visits.ts would
 * bring the schema library into it (the sign-in page's budget). The contract module adds the
 * schemas (`withSchemas`), which the server registers.
 */
export const visitAddresses = {
  getFeedVisit: defineCallAddress<undefined, z.output<typeof visitDetailsSchema>>()({
    service: 'main',
    route: 'GET /feeds/{id}/',
    permission: { area: 'feeds', level: 'read' },
    summary: 'Visit details: header, results by step and question, actions for the caller',
  }),
};
