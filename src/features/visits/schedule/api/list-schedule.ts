import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { Paginated } from '#src/contracts/list';
import type { ScheduleRow, VisitScheduleFilter } from '#src/contracts/visit-schedule';
import { visitScheduleAddresses } from '#src/contracts/visit-schedule-addresses';
import { scheduleKeys } from '../../query-keys';

/** POST {main}/visit_schedule/list/ — a page of executors with their visits of the period. */
function listSchedule(
  filter: VisitScheduleFilter,
  signal?: AbortSignal,
): Promise<Paginated<ScheduleRow>> {
  return callApi(visitScheduleAddresses.listSchedule, { body: filter, signal });
}

export function scheduleQueryOptions(filter: VisitScheduleFilter) {
  return queryOptions({
    queryKey: scheduleKeys.list(filter),
    queryFn: ({ signal }) => listSchedule(filter, signal),
  });
}
