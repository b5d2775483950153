import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type {
  supportRequestFilterSchema,
  supportRequestListSchema,
  supportRequestTypeFilterSchema,
  supportRequestTypeListSchema,
} from './support';

/**
 * The support screen's list calls, without their schemas: the route's loader (start chunk) makes
 * them, and a value import of contracts/support.ts would bring the schema library into it (the
 * sign-in page's budget). The contract module adds the schemas (`withSchemas`), which the server
 * registers.
 */
export const supportAddresses = {
  listSupportRequestTypes: defineCallAddress<
    z.input<typeof supportRequestTypeFilterSchema>,
    z.output<typeof supportRequestTypeListSchema>
  >()({
    service: 'main',
    route: 'POST /support_request_types/list/',
    permission: 'portal',
    summary: 'Support request types for the ticket form',
  }),
  listSupportRequests: defineCallAddress<
    z.input<typeof supportRequestFilterSchema>,
    z.output<typeof supportRequestListSchema>
  >()({
    service: 'main',
    route: 'POST /v2/support_requests/list/',
    permission: { area: 'support_requests_list', level: 'read' },
    summary: "Support requests: every one for administrators, the caller's own otherwise",
  }),
};
