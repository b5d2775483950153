import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { restoredVisitCreateSchema, restoredVisitSchema } from './restored-visits';

/**
 * The restored copy's call, without its schemas: it shares a module with the restored list's
 * query, which the route's loader (start chunk) imports, and a value import of
 * contracts/restored-visits.ts would bring the schema library into it (the sign-in page's
 * budget). The contract module adds the schemas (`withSchemas`), which the server registers.
 */
export const restoredVisitAddresses = {
  createRestoredVisit: defineCallAddress<
    z.input<typeof restoredVisitCreateSchema>,
    z.output<typeof restoredVisitSchema>
  >()({
    service: 'main',
    route: 'POST /restored_visits/copy/{visit_id}/',
    // Creating visits in the feed, in the source visit's project (404 elsewhere).
    permission: { area: 'feeds', level: 'create' },
    summary:
      'A restored copy of a visit (its header, not its results) for another day and executor',
    status: 201,
  }),
};
