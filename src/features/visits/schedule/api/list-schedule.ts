import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '#src/api/services';
import type { Paginated } from '#src/contracts/list';
import type { ScheduleRow, VisitScheduleFilter } from '#src/contracts/visit-schedule';

/** Every query key of the schedule starts with it; a change invalidates it. */
export const SCHEDULE_KEY = 'visit-schedule';

/** POST {main}/visit_schedule/list/ — a page of executors with their visits of the period. */
export function listSchedule(
  filter: VisitScheduleFilter,
  signal?: AbortSignal,
): Promise<Paginated<ScheduleRow>> {
  return mainApi.post<Paginated<ScheduleRow>>('/visit_schedule/list/', filter, { signal });
}

export function scheduleQueryOptions(filter: VisitScheduleFilter) {
  return queryOptions({
    queryKey: [SCHEDULE_KEY, 'list', filter],
    queryFn: ({ signal }) => listSchedule(filter, signal),
  });
}
