import type * as z from 'zod/mini';
import { defineCallAddress } from './calls';
import type { visitScheduleFilterSchema, visitScheduleListSchema } from './visit-schedule';

export const SCHEDULE_AREA = 'visiting_schedule';

/**
 * The schedule's list call, without its schemas: the route's loader (start chunk) makes it, and
 * a value import of contracts/visit-schedule.ts would bring the schema library into it (the
 * sign-in page's budget). The contract module adds the schemas (`withSchemas`), which the server
 * registers.
 */
export const visitScheduleAddresses = {
  listSchedule: defineCallAddress<
    z.input<typeof visitScheduleFilterSchema>,
    z.output<typeof visitScheduleListSchema>
  >()({
    service: 'main',
    route: 'POST /visit_schedule/list/',
    permission: { area: SCHEDULE_AREA, level: 'read' },
    summary: 'Visit schedule: a page of executors, each with their visits of the period',
  }),
};
