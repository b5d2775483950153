import { createListSearch, listRequestOf } from '#src/components/list/list-search';
import {
  dateCodec,
  idsCodec,
  oneOfListCodec,
  type SearchOf,
} from '#src/components/list/search-codec';
import { VISIT_STATUSES } from '#src/contracts/enums';
import type { VisitScheduleFilter } from '#src/contracts/visit-schedule';
import { periodOf } from './schedule-period';

/**
 * /visit-schedule?date_from=2026-11-16&date_to=2026-11-22&user_ids=12,15&city_ids=3 — without a
 * period, the current week. Pages are pages of executors (rows).
 */
export const scheduleSearch = createListSearch(
  {
    date_from: dateCodec,
    date_to: dateCodec,
    user_ids: idsCodec,
    project_retail_ids: idsCodec,
    branch_ids: idsCodec,
    territory_ids: idsCodec,
    city_ids: idsCodec,
    statuses: oneOfListCodec(VISIT_STATUSES),
  },
  { pageSizes: [20, 50, 100], defaultPageSize: 20 },
);

export type ScheduleSearch = SearchOf<typeof scheduleSearch.codecs>;

/** The list call's body: the period (the week by default), filters, page, selected projects. */
export function scheduleFilterOf(
  search: ScheduleSearch,
  projectIds: readonly number[] = [],
): VisitScheduleFilter {
  const request = listRequestOf(scheduleSearch, scheduleSearch.decode(search));
  const period = periodOf(request.date_from, request.date_to);
  return {
    ...request,
    date_from: period.from,
    date_to: period.to,
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
  };
}
