import { listCallParts, pagedExportKind } from '#server/exports/paged-kind';
import { checkerCalls } from '#src/contracts/checker';
import { listCheckVisits } from './check-visits';
import { assignedChecker } from './visit-checkers';

/**
 * The check queue's "Выгрузить": the visits its list answers the author, a check manager's
 * only those assigned to them, as the route reads them (routes.ts).
 */
export const checkVisitsExportKind = pagedExportKind({
  kind: 'check_visits',
  ...listCallParts(checkerCalls.checkVisits),
  read: ({ db, access, filter }, page) =>
    listCheckVisits(
      db,
      access.permittedProjectIds,
      { ...filter, ...page },
      undefined,
      assignedChecker(access.context, access.caller.id),
    ),
});
