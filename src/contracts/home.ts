import * as z from 'zod/mini';
import { withSchemas } from './calls';
import { homeAddresses } from './home-addresses';
import { idListSchema } from './list';

/** POST {main}/home/summary/ — the selected projects (all of the caller's when none are named). */
export const homeSummaryRequestSchema = z.strictObject({
  project_ids: z.optional(idListSchema),
});

const count = z.int().check(z.minimum(0));

/**
 * Today's visits of the selected projects where the caller may read the feed: visits of type
 * `visit`, the ones the feed shows by default, so the numbers match what a click on them opens.
 */
const homeVisitsSchema = z.object({
  total: count,
  new: count,
  in_progress: count,
  completed: count,
  planned: count,
  not_completed: count,
});
export type HomeVisits = z.infer<typeof homeVisitsSchema>;

/** Open tasks of the selected projects where the caller may read tasks. */
const homeTasksSchema = z.object({
  total: count,
  new: count,
  pending: count,
  overdue: count,
});
export type HomeTasks = z.infer<typeof homeTasksSchema>;

/**
 * The home screen's key figures. `visits` and `tasks` are null when the caller may not read the
 * feed or tasks in any selected project: the screen leaves that card out rather than show a 0.
 */
export const homeSummarySchema = z.object({
  /** The day the visit figures are for, `YYYY-MM-DD` (the server's today). */
  date: z.string(),
  project_ids: z.array(z.int()),
  visits: z.nullable(homeVisitsSchema),
  tasks: z.nullable(homeTasksSchema),
  /** The caller's own notifications not yet viewed. */
  unviewed_notifications: count,
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

/** The home screen's figures. */
export const homeCalls = {
  getHomeSummary: withSchemas(homeAddresses.getHomeSummary, {
    body: homeSummaryRequestSchema,
    reply: homeSummarySchema,
  }),
};
