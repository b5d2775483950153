import { visitBatches, visitBatchStatements } from '#server/db/queries/visit-batch';
import { statementsByShape } from '#server/db/statements';
import { rowColumns } from '#server/exports/column-types';
import { defineExportKind, EXPORT_BATCH, type ExportReadContext } from '#server/exports/kind';
import { filterKeysOf } from '#server/exports/schema-shape';
import { feedCalls, feedFilterSchema } from '#src/contracts/feeds';
import {
  type FeedFilter,
  feedFilter,
  feedItemOf,
  feedTotal,
  feedValues,
  feedWhere,
} from './list-feeds';

/** The feed's keyset batch statements, one per shape of its filter. */
const feedBatchStatements = statementsByShape(
  'feed-batch',
  (db: ExportReadContext['db'], shape: readonly string[], name: string) =>
    visitBatchStatements(db, feedWhere(shape), name),
  (shape) => shape.join(','),
);

/**
 * The feed as its list call reads it for the export's author: the projects where they may read
 * it, and the restored sign (spec section 6) neither filtered on nor shown without its right.
 */
function authorFeed({ access, filter }: ExportReadContext) {
  const showsRestored = access.context.rights.restored_sign === true;
  const asked = filter as FeedFilter;
  return {
    projectIds: access.permittedProjectIds,
    filter: showsRestored ? asked : { ...asked, is_restored: undefined },
    showsRestored,
  };
}

/** The visit feed's export: every visit of the feed's filter, in its order, read by keyset. */
export const visitFeedExportKind = defineExportKind({
  kind: 'visit_feed',
  group: 'list',
  label: 'Лента визитов',
  permission: feedCalls.listFeeds.permission,
  filter: feedFilterSchema,
  filterKeys: filterKeysOf(feedFilterSchema),
  columns: rowColumns(feedCalls.listFeeds.reply.shape.items.def.element.shape),
  // Spec section 5: "Exporting needs a project and a date filter".
  requires: { project: true, dateRange: true },
  count: (context) => {
    const { projectIds, filter } = authorFeed(context);
    return feedTotal(context.db, projectIds, filter);
  },
  async *batches(context) {
    const { projectIds, filter, showsRestored } = authorFeed(context);
    if (projectIds.length === 0) return;
    const values = feedValues(projectIds, filter);
    const statements = feedBatchStatements(context.db, feedFilter.shape(values));
    const placeholders = feedFilter.placeholders(values);
    for await (const rows of visitBatches(statements, placeholders, EXPORT_BATCH, context.signal)) {
      const items = rows.map(feedItemOf);
      yield showsRestored ? items : items.map((item) => ({ ...item, is_restored: false }));
    }
  },
});
