import { createListSearch, pageRange } from '#src/components/list/list-search';
import { dateCodec, idsCodec, type SearchOf } from '#src/components/list/search-codec';
import type { FeedFilter } from '#src/contracts/feeds';
import { addDays, todayIso } from '#src/lib/dates';
import { visitNumbersCodec } from '../feed/feed-search';

/** Restored visits are made for days around today: the list opens on the last 30 and the next 30. */
export const defaultRestoredRange = () => {
  const today = todayIso();
  return { start: addDays(today, -30), end: addDays(today, 30) };
};

/** /restored-visit?date_from=…&date_to=…&user_ids=3,4&number=100231|100240&page=2 */
export const restoredSearch = createListSearch({
  date_from: dateCodec,
  date_to: dateCodec,
  user_ids: idsCodec,
  number: visitNumbersCodec,
});

export type RestoredSearch = SearchOf<typeof restoredSearch.codecs>;
type RestoredFilters = ReturnType<typeof restoredSearch.decode>;

/** The feed list call for restored visits: every status, the period of the address or default. */
function restoredFilterOf(
  filters: RestoredFilters,
  projectIds: readonly number[],
  page: { limit: number; offset: number },
): FeedFilter {
  const fallback = defaultRestoredRange();
  return {
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
    date_range: {
      start: filters.date_from ?? fallback.start,
      end: filters.date_to ?? fallback.end,
    },
    ...(filters.user_ids ? { user_ids: filters.user_ids } : {}),
    ...(filters.number ? { number: filters.number } : {}),
    statuses: [],
    is_restored: true,
    ...page,
  };
}

/** The list call of the address's page: what the screen reads and the route's loader starts. */
export function restoredRequestOf(
  search: RestoredSearch,
  projectIds: readonly number[],
): FeedFilter {
  const values = restoredSearch.decode(search);
  return restoredFilterOf(values, projectIds, pageRange(values, restoredSearch.defaultPageSize));
}
