import { createListSearch, filtersOf } from '#src/components/list/list-search';
import {
  booleanCodec,
  type FieldCodec,
  idsCodec,
  oneOfListCodec,
  type SearchOf,
  textCodec,
  todayCodec,
} from '#src/components/list/search-codec';
import { VISIT_STATUSES, VISIT_TYPES } from '#src/contracts/enums';
import type { FeedFilter } from '#src/contracts/feeds';
import { dayRange, todayIso } from '#src/lib/dates';
import type { VisitStatus, VisitType } from '#src/lib/visit-labels';

/** Spec section 9: the feed opens on completed visits of the type "visit", for today. */
const FEED_DEFAULT_STATUSES: readonly VisitStatus[] = ['completed'];
const FEED_DEFAULT_TYPE: VisitType = 'visit';
/** Every status: the address says so explicitly, since no key means the default. */
const ALL_STATUSES = 'all';

const statusList = oneOfListCodec(VISIT_STATUSES);
/** Statuses: none in the address is the default (completed); `all` is every status. */
const statusesCodec: FieldCodec<VisitStatus[]> = {
  decode: (raw) => {
    if (raw === ALL_STATUSES) return [];
    return statusList.decode(raw) ?? [...FEED_DEFAULT_STATUSES];
  },
  encode: (statuses) => statusList.encode(statuses) ?? ALL_STATUSES,
};

/** One visit type, the default when absent or unknown. */
const visitTypeCodec: FieldCodec<VisitType> = {
  decode: (raw) =>
    typeof raw === 'string' && (VISIT_TYPES as readonly string[]).includes(raw)
      ? (raw as VisitType)
      : FEED_DEFAULT_TYPE,
  encode: (type) => type,
};

/** Visit numbers separated by `|` (spec section 5), tidied: `12| 15 |` reads `12|15`. */
export const visitNumbersCodec: FieldCodec<string> = {
  decode: (raw) => {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
    const numbers = text
      .split('|')
      .map((part) => part.trim())
      .filter(Boolean);
    return numbers.length ? numbers.join('|').slice(0, 2000) : undefined;
  },
  encode: (value) => visitNumbersCodec.decode(value),
};

/**
 * /visit-feed?date_from=…&date_to=…&statuses=completed&visit_type=visit&city_id=4&number=12|15
 * Keys are the feed filter's own (spec section 3), the date range as two days. The defaults are
 * written into the address too, so a link always says what it shows.
 */
export const feedSearch = createListSearch({
  date_from: todayCodec,
  date_to: todayCodec,
  user_ids: idsCodec,
  project_retail_id: idsCodec,
  branch_id: idsCodec,
  territory_id: idsCodec,
  city_id: idsCodec,
  external_code: textCodec,
  number: visitNumbersCodec,
  manager_ids: idsCodec,
  visit_type: visitTypeCodec,
  statuses: statusesCodec,
  is_restored: booleanCodec,
});

export type FeedSearch = SearchOf<typeof feedSearch.codecs>;
export type FeedFilters = ReturnType<typeof filtersOf<typeof feedSearch.codecs>>;

/** Filters set beyond the defaults (the panel's badge and reset button); the period counts once. */
export function activeFilterCount(filters: FeedFilters): number {
  const today = todayIso();
  const { date_from, date_to, visit_type, statuses, ...others } = filters;
  let count = Object.values(others).filter((value) => value !== undefined).length;
  if ((date_from ?? today) !== today || (date_to ?? today) !== today) count += 1;
  if ((visit_type ?? FEED_DEFAULT_TYPE) !== FEED_DEFAULT_TYPE) count += 1;
  if ((statuses ?? FEED_DEFAULT_STATUSES).join() !== FEED_DEFAULT_STATUSES.join()) count += 1;
  return count;
}

/** What the caller may filter by: managers and the restored sign need their rights. */
export interface FeedFilterRights {
  managers: boolean;
  restored: boolean;
}

/** The feed call's body (without the page) for the address, in the selected projects. */
export function feedFilterOf(
  search: FeedSearch,
  projectIds: readonly number[],
  rights: FeedFilterRights,
): Omit<FeedFilter, 'limit' | 'offset'> {
  const f = filtersOf(feedSearch, feedSearch.decode(search));
  return {
    ...(projectIds.length ? { project_ids: [...projectIds] } : {}),
    date_range: dayRange(f.date_from, f.date_to),
    user_ids: f.user_ids,
    project_retail_id: f.project_retail_id,
    branch_id: f.branch_id,
    territory_id: f.territory_id,
    city_id: f.city_id,
    external_code: f.external_code,
    number: f.number,
    manager_ids: rights.managers ? f.manager_ids : undefined,
    visit_type: f.visit_type ?? FEED_DEFAULT_TYPE,
    statuses: f.statuses ?? [...FEED_DEFAULT_STATUSES],
    is_restored: rights.restored ? f.is_restored : undefined,
  };
}
