import { createListSearch, filtersOf, pageRange } from '#src/components/list/list-search';
import {
  booleanCodec,
  type FieldCodec,
  idsCodec,
  type SearchOf,
  todayCodec,
} from '#src/components/list/search-codec';
import type { CheckType, CheckVisitFilter } from '#src/contracts/checker';
import { CHECK_TYPES } from '#src/contracts/enums';
import { dayRange, todayIso } from '#src/lib/dates';

const checkTypeCodec: FieldCodec<CheckType> = {
  decode: (raw) =>
    typeof raw === 'string' && (CHECK_TYPES as readonly string[]).includes(raw)
      ? (raw as CheckType)
      : undefined,
  encode: (type) => type,
};

/**
 * /visit-check?date_from=…&date_to=…&is_checked=false&check_type=audit&user_ids=5&project_outlet_ids=9
 * The period defaults to today and is written into the address, so a link says what it shows.
 */
export const checkVisitsSearch = createListSearch({
  date_from: todayCodec,
  date_to: todayCodec,
  is_checked: booleanCodec,
  check_type: checkTypeCodec,
  user_ids: idsCodec,
  project_outlet_ids: idsCodec,
});

export type CheckVisitsSearch = SearchOf<typeof checkVisitsSearch.codecs>;
export type CheckVisitsFilters = ReturnType<typeof filtersOf<typeof checkVisitsSearch.codecs>>;

/** Filters set beyond the defaults; the period counts once. */
export function activeFilterCount(filters: CheckVisitsFilters): number {
  const today = todayIso();
  const { date_from, date_to, ...others } = filters;
  let count = Object.values(others).filter((value) => value !== undefined).length;
  if ((date_from ?? today) !== today || (date_to ?? today) !== today) count += 1;
  return count;
}

/** The list call's body for the address and page, in the selected projects. */
function checkVisitFilterOf(
  filters: CheckVisitsFilters,
  projectIds: readonly number[],
  page: { limit: number; offset: number },
): CheckVisitFilter {
  return {
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
    date_range: dayRange(filters.date_from, filters.date_to),
    is_checked: filters.is_checked,
    check_type: filters.check_type,
    user_ids: filters.user_ids,
    project_outlet_ids: filters.project_outlet_ids,
    ...page,
  };
}

/** The list call of the address's page: what the screen reads and the route's loader starts. */
export function checkVisitsRequestOf(
  search: CheckVisitsSearch,
  projectIds: readonly number[],
): CheckVisitFilter {
  const values = checkVisitsSearch.decode(search);
  const filters = filtersOf(checkVisitsSearch, values);
  return checkVisitFilterOf(
    filters,
    projectIds,
    pageRange(values, checkVisitsSearch.defaultPageSize),
  );
}
