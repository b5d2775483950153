import { and, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { FORBIDDEN } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import { file_links, files, planograms, sku, users } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { FILE_MESSAGES } from '#src/contracts/files';
import { type LinkViewer, linkScope } from './links/link-access';

export type FileRow = typeof files.$inferSelect;

/**
 * The file, when `viewer` may see it: their own upload, a file linked to something they may see
 * (a visit of their projects, their support request), someone's profile photo, the file of a
 * planogram of one of their projects, or the image of a product they see (the shared catalog's
 * or their projects' own). 404 when there
 * is no such file, 403 when it is someone else's.
 */
export async function readableFile(db: Database, viewer: LinkViewer, id: number): Promise<FileRow> {
  const [file] = await db.select().from(files).where(eq(files.id, id));
  if (!file) throw new ApiError(404, FILE_MESSAGES.notFound);
  if (viewer.isAdmin || file.user_id === viewer.userId) return file;
  const one = { one: sql`1` };
  const linked = db
    .select(one)
    .from(file_links)
    .where(and(eq(file_links.file_id, files.id), linkScope(db, viewer)));
  const avatar = db.select(one).from(users).where(eq(users.avatar_file_id, files.id));
  const planogram = viewer.projectIds.length
    ? exists(
        db
          .select(one)
          .from(planograms)
          .where(
            and(
              eq(planograms.file_id, files.id),
              inArray(planograms.project_id, viewer.projectIds),
            ),
          ),
      )
    : undefined;
  const productImage = db
    .select(one)
    .from(sku)
    .where(
      and(
        eq(sku.image_file_id, files.id),
        viewer.projectIds.length
          ? or(isNull(sku.project_id), inArray(sku.project_id, viewer.projectIds))
          : isNull(sku.project_id),
      ),
    );
  const [visible] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(eq(files.id, id), or(exists(linked), exists(avatar), planogram, exists(productImage))),
    );
  if (!visible) throw new ApiError(403, FORBIDDEN);
  return file;
}
