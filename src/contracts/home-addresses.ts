import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { homeSummaryRequestSchema, homeSummarySchema } from './home';

/**
 * The home screen's call, without their schemas: route loaders in the start chunk make them, and a value
 * import of contracts/home.ts would bring the schema library into it (the sign-in page's
 * budget). The contract module adds the schemas (`withSchemas`), which the server registers.
 */
export const homeAddresses = {
  getHomeSummary: defineCallAddress<
    z.input<typeof homeSummaryRequestSchema>,
    z.output<typeof homeSummarySchema>
  >()({
    service: 'main',
    route: 'POST /home/summary/',
    // Any portal user has a home screen; each figure is scoped by its own area below.
    permission: 'portal',
    summary: "The home screen's key figures: today's visits, open tasks, unread notifications",
  }),
};
