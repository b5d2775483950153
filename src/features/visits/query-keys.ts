import type { VisitScheduleFilter } from '#src/contracts/visit-schedule';
import type { ArchiveTarget } from './downloads/photo-archive-api';

/**
 * Query keys the visit screens own; the visits and their feeds, which other features show too,
 * are keyed in `#src/api/visits/query-keys`.
 */
export const scheduleKeys = {
  all: ['visit-schedule'] as const,
  list: (filter: VisitScheduleFilter) => [...scheduleKeys.all, 'list', filter] as const,
};

export const photoArchiveKeys = {
  summary: (target: ArchiveTarget) => ['photo-archives', 'summary', target] as const,
};

/**
 * No screen lists tasks yet; a task made from a visit invalidates `all`, so the list that comes
 * (a catalog resource named `tasks` keys under it too) never shows a stale page.
 */
export const taskKeys = {
  all: ['tasks'] as const,
};
