import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { feedFilterSchema, feedListSchema } from './feeds';

/**
 * The feed's list call, without their schemas: route loaders in the start chunk make them, and a value
 * import of contracts/feeds.ts would bring the schema library into it (the sign-in page's
 * budget). The contract module adds the schemas (`withSchemas`), which the server registers.
 */
export const feedAddresses = {
  listFeeds: defineCallAddress<z.input<typeof feedFilterSchema>, z.output<typeof feedListSchema>>()(
    {
      service: 'main',
      route: 'POST /feeds/list/',
      permission: { area: 'feeds', level: 'read' },
      summary: 'Visit feed: visits of the selected projects, newest first',
    },
  ),
};
