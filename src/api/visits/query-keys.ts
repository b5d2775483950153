import type { FeedFilter } from '#src/contracts/feeds';

type FeedQuery = Omit<FeedFilter, 'limit' | 'offset'>;

/**
 * Query keys of visits and their feeds. A change to a visit invalidates `feedKeys.all` (every
 * list that shows it) and its own `visitKeys.detail`.
 */
export const visitKeys = {
  all: ['visits'] as const,
  detail: (visitId: number) => [...visitKeys.all, 'detail', visitId] as const,
};

export const feedKeys = {
  all: ['feeds'] as const,
  list: (filter: FeedQuery) => [...feedKeys.all, 'list', filter] as const,
  restored: (filter: FeedFilter) => [...feedKeys.all, 'restored', filter] as const,
};
