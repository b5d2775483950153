import type { CheckVisitFilter } from '#src/contracts/checker';

/**
 * Query keys of the checker screens, all under `all`: a saved check invalidates them together.
 * The values are kept as they were when persisted caches were written, so a tablet that went
 * offline before an update still finds its check lists.
 */
export const checkerKeys = {
  all: ['checker'] as const,
  visits: (filter: CheckVisitFilter) => [...checkerKeys.all, 'visits', 'list', filter] as const,
  outlets: (body: object) => [...checkerKeys.all, 'outlets', body] as const,
  checkLists: (visitId: number) =>
    [...checkerKeys.all, 'check-lists', { visit_id: visitId }] as const,
  checkListParams: (checkListId: number) =>
    [...checkerKeys.all, 'check-list-params', checkListId] as const,
  results: (visitId: number) => [...checkerKeys.all, 'results', { visit_id: visitId }] as const,
  /** Every check-result photo list: what a finished upload re-check refreshes. */
  allPhotos: () => [...checkerKeys.all, 'photos'] as const,
  photos: (body: object) => [...checkerKeys.allPhotos(), body] as const,
};
