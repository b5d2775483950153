import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { export_jobs as ej, files, projects, users } from '#server/db/schema/index';
import { exportFileName } from '#server/exports/file-names';
import { dayInterval } from '#server/lib/dates';
import {
  EXPORT_FILE_DAYS,
  type Export,
  type exportListRequestSchema,
} from '#src/contracts/exports';
import type { Paginated } from '#src/contracts/list';

type ExportFilter = z.output<typeof exportListRequestSchema>;

/** Whose exports a caller sees: their own, or (an administrator) everyone's. */
export type ExportViewer = { userId: number; everyone: boolean };

const selection = {
  record: ej,
  project_name: projects.name,
  file_size: files.size,
  user: {
    id: users.id,
    last_name: users.last_name,
    first_name: users.first_name,
    patronymic_name: users.patronymic_name,
  },
};

type Selected = {
  record: typeof ej.$inferSelect;
  project_name: string | null;
  file_size: number | null;
  user: Export['user'];
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const DAY_MS = 86_400_000;

/** An export row as the contract answers it. */
function exportReply({ record, project_name, file_size, user }: Selected): Export {
  const finished = record.finished_at;
  return {
    id: record.id,
    kind: record.kind,
    label: record.label,
    status: record.status,
    format: record.format,
    project_id: record.project_id,
    project_name,
    params: record.params,
    columns: record.columns.map(({ key, header }) => ({ key, header })),
    progress: { done: record.progress_done, total: record.progress_total },
    row_count: record.row_count,
    file_name: exportFileName(record),
    file_size,
    has_file: record.status === 'completed' && record.file_id !== null,
    user: user?.id ? user : null,
    error: record.error,
    created_at: record.created_at.toISOString(),
    started_at: iso(record.started_at),
    finished_at: iso(finished),
    duration_ms:
      finished && record.started_at ? finished.getTime() - record.started_at.getTime() : null,
    expires_at:
      finished && record.status === 'completed'
        ? new Date(finished.getTime() + EXPORT_FILE_DAYS * DAY_MS).toISOString()
        : null,
  };
}

const selected = (db: Database) =>
  db
    .select(selection)
    .from(ej)
    .leftJoin(projects, eq(projects.id, ej.project_id))
    .leftJoin(users, eq(users.id, ej.user_id))
    .leftJoin(files, eq(files.id, ej.file_id));

const whose = (viewer: ExportViewer) =>
  viewer.everyone ? undefined : eq(ej.user_id, viewer.userId);

/** One export the viewer may see. */
export async function getExport(
  db: Database,
  id: number,
  viewer: ExportViewer,
): Promise<Export | undefined> {
  const [row] = await selected(db).where(and(eq(ej.id, id), whose(viewer)));
  return row && exportReply(row as Selected);
}

function conditions(filter: ExportFilter, viewer: ExportViewer): SQL | undefined {
  const days = dayInterval(filter.date_from, filter.date_to);
  return and(
    whose(viewer),
    viewer.everyone && filter.user_ids?.length ? inArray(ej.user_id, filter.user_ids) : undefined,
    filter.project_ids?.length ? inArray(ej.project_id, filter.project_ids) : undefined,
    filter.kinds?.length ? inArray(ej.kind, filter.kinds) : undefined,
    filter.statuses?.length ? inArray(ej.status, filter.statuses) : undefined,
    days.start ? gte(ej.created_at, days.start) : undefined,
    days.before ? lt(ej.created_at, days.before) : undefined,
  );
}

/** The exports, newest first: the viewer's own, or an administrator's journal of everyone's. */
export async function listExports(
  db: Database,
  filter: ExportFilter,
  viewer: ExportViewer,
): Promise<Paginated<Export>> {
  const where = conditions(filter, viewer);
  const [rows, [{ total }]] = await Promise.all([
    selected(db)
      .where(where)
      .orderBy(desc(ej.created_at), desc(ej.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(ej).where(where),
  ]);
  return {
    items: rows.map((row) => exportReply(row as Selected)),
    total,
    limit: filter.limit,
    offset: filter.offset,
  };
}
