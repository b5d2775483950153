import { listCallParts, pagedExportKind } from '#server/exports/paged-kind';
import { feedCalls } from '#src/contracts/feeds';
import { listFeeds } from '../feeds/list-feeds';

/**
 * The restored visits' "Выгрузить": the feed list of restored visits only, for whom the screen
 * is open (the feed and the right to see which visits are restored, spec section 6).
 */
export const restoredVisitsExportKind = pagedExportKind({
  kind: 'restored_visits',
  ...listCallParts(feedCalls.listFeeds),
  permission: { area: 'feeds', level: 'read', right: 'restored_sign' },
  read: ({ db, access, filter }, page) =>
    listFeeds(db, access.permittedProjectIds, { ...filter, is_restored: true, ...page }),
});
