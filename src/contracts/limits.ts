/**
 * Plain numbers of the contracts, kept apart from the zod schemas: route files and the start-up
 * chunk use them, and importing a schema module there would put zod in what /login loads.
 */

/** Page size of bulk fetches (spec section 9) and the largest page a list call answers. */
export const BULK_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** The longest visit-schedule period: six weeks, a month view with its edge weeks. */
export const MAX_SCHEDULE_DAYS = 42;
