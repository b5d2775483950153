import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { file_links, files } from '#server/db/schema/index';
import type { FileLink, fileLinkFilterSchema } from '#src/contracts/files';
import type { Paginated } from '#src/contracts/list';
import { fileUrl } from '../file-url';
import { type LinkViewer, linkScope } from './link-access';

type FileLinkFilter = z.output<typeof fileLinkFilterSchema>;

function conditions(db: Database, viewer: LinkViewer, filter: FileLinkFilter): SQL | undefined {
  return and(
    linkScope(db, viewer),
    filter.generic_type ? eq(file_links.generic_type, filter.generic_type) : undefined,
    filter.generic_id?.length ? inArray(file_links.generic_id, filter.generic_id) : undefined,
    filter.visit_id?.length ? inArray(file_links.visit_id, filter.visit_id) : undefined,
    filter.object_id?.length ? inArray(file_links.object_id, filter.object_id) : undefined,
    filter.ids?.length ? inArray(file_links.id, filter.ids) : undefined,
    filter.type ? eq(file_links.type, filter.type) : undefined,
    filter.is_preview === undefined ? undefined : eq(file_links.is_preview, filter.is_preview),
  );
}

const iso = (value: Date) => value.toISOString();

function selectLinks(db: Database) {
  return db
    .select({
      link: file_links,
      file: {
        original_name: files.original_name,
        mime: files.mime,
        size: files.size,
        width: files.width,
        height: files.height,
      },
    })
    .from(file_links)
    .innerJoin(files, eq(files.id, file_links.file_id));
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];

const toItem = (config: AppConfig, { link, file }: LinkRow): FileLink => ({
  id: link.id,
  generic_type: link.generic_type,
  generic_id: link.generic_id,
  type: link.type,
  object_id: link.object_id,
  visit_id: link.visit_id,
  file_id: link.file_id,
  is_preview: link.is_preview,
  extend_data: link.extend_data,
  user_id: link.user_id,
  created_at: iso(link.created_at),
  url: fileUrl(config, link.file_id),
  file,
});

/** Links of the named objects that `viewer` may see, oldest first (the order photos were taken). */
export async function listFileLinks(
  db: Database,
  config: AppConfig,
  viewer: LinkViewer,
  filter: FileLinkFilter,
): Promise<Paginated<FileLink>> {
  const where = conditions(db, viewer, filter);
  const [rows, [{ total }]] = await Promise.all([
    selectLinks(db)
      .where(where)
      .orderBy(asc(file_links.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(file_links).where(where),
  ]);
  const items = rows.map((row) => toItem(config, row));
  return { items, total, limit: filter.limit, offset: filter.offset };
}

/** One link in the reply shape, access already checked. */
export async function getFileLink(
  db: Database,
  config: AppConfig,
  id: number,
): Promise<FileLink | undefined> {
  const [row] = await selectLinks(db).where(eq(file_links.id, id));
  return row && toItem(config, row);
}
