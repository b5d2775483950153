import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { feedKeys } from '#src/api/visits/query-keys';
import type { FeedFilter, FeedItem } from '#src/contracts/feeds';
import { feedAddresses } from '#src/contracts/feeds-addresses';
import { BULK_PAGE_SIZE } from '#src/contracts/limits';
import type { Paginated } from '#src/contracts/list';

export type FeedQuery = Omit<FeedFilter, 'limit' | 'offset'>;

/** POST {main}/feeds/list/ — one page of the visit feed, newest first. */
export function listFeeds(filter: FeedFilter, signal?: AbortSignal): Promise<Paginated<FeedItem>> {
  return callApi(feedAddresses.listFeeds, { body: filter, signal });
}

/** Pages of 100 (spec section 9) appended while scrolling, until the total is reached. */
export function feedQueryOptions(filter: FeedQuery) {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      listFeeds({ ...filter, limit: BULK_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
}
