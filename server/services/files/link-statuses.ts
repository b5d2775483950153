import { and, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { file_links } from '#server/db/schema/index';
import { type LinkViewer, linkScope } from '#server/files/links/link-access';

/**
 * A link is ready once it exists: files are stored and measured before the upload answers.
 * 'processing' is kept for work done after the answer (previews, an object store's replication);
 * a link that does not exist or is not the viewer's to see is 'not_found'.
 */
export async function listLinkStatuses(db: Database, viewer: LinkViewer, ids: readonly number[]) {
  const found = await db
    .select({ id: file_links.id })
    .from(file_links)
    .where(and(inArray(file_links.id, [...ids]), linkScope(db, viewer)));
  const ready = new Set(found.map((row) => row.id));
  return ids.map((id) => ({
    id,
    status: ready.has(id) ? ('ready' as const) : ('not_found' as const),
  }));
}
