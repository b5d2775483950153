import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '#server/db/client';
import { import_processes as ip, projects, users } from '#server/db/schema/index';
import { dayInterval } from '#server/lib/dates';
import {
  FINISHED_IMPORT_STATUSES,
  type ImportProcess,
  type ImportStatus,
  type importListRequestSchema,
} from '#src/contracts/imports';
import type { Paginated } from '#src/contracts/list';

type ImportFilter = z.output<typeof importListRequestSchema>;

const selection = {
  process: ip,
  project_name: projects.name,
  user: {
    id: users.id,
    last_name: users.last_name,
    first_name: users.first_name,
    patronymic_name: users.patronymic_name,
  },
};

type Selected = {
  process: typeof ip.$inferSelect;
  project_name: string | null;
  user: ImportProcess['user'];
};

const KNOWN_STATUSES: readonly string[] = ['pending', 'in_progress', ...FINISHED_IMPORT_STATUSES];
/** The generic statuses an import does not use read as the finished one. */
const statusOf = (status: string): ImportStatus =>
  KNOWN_STATUSES.includes(status) ? (status as ImportStatus) : 'completed';

/** Rows kept in the contract's shape only: older processes kept other details there. */
function listedRows(other: unknown): ImportProcess['error_data']['other']['rows'] {
  const rows = (other as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter(
      (row): row is ImportProcess['error_data']['other']['rows'][number] =>
        typeof row === 'object' &&
        row !== null &&
        typeof row.row === 'number' &&
        typeof row.message === 'string',
    )
    .map((row) => ({
      row: row.row,
      column: row.column ?? null,
      value: row.value ?? null,
      message: row.message,
    }));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A process row as the contract answers it. */
function processReply({ process, project_name, user }: Selected): ImportProcess {
  const params = process.params as { same_file_import_id?: number };
  return {
    id: process.id,
    project_id: process.project_id ?? 0,
    project_name,
    kind: process.kind,
    status: statusOf(process.status),
    dry_run: process.dry_run,
    mode: process.mode,
    user: user?.id ? user : null,
    file_name: process.file_name,
    file_size: process.file_size,
    file_hash: process.file_hash,
    headers: process.headers,
    mapping: process.mapping,
    unmatched_columns: process.unmatched_columns,
    progress: { done: process.processed_rows ?? 0, total: process.total_rows },
    counts: process.counts,
    error_data: {
      common: process.error_data.common,
      other: { rows: listedRows(process.error_data.other) },
    },
    same_file_import_id: params.same_file_import_id ?? null,
    has_errors_file: process.errors_file_id !== null,
    created_at: process.created_at.toISOString(),
    started_at: iso(process.started_at),
    finished_at: iso(process.finished_at),
  };
}

const selected = (db: Database) =>
  db
    .select(selection)
    .from(ip)
    .leftJoin(projects, eq(projects.id, ip.project_id))
    .leftJoin(users, eq(users.id, ip.user_id));

/** One process within the caller's projects. */
export async function getProcess(
  db: Database,
  id: number,
  scope: readonly number[],
): Promise<ImportProcess | undefined> {
  if (scope.length === 0) return undefined;
  const [row] = await selected(db).where(and(eq(ip.id, id), inArray(ip.project_id, [...scope])));
  return row && processReply(row as Selected);
}

function conditions(filter: ImportFilter, scope: readonly number[]): SQL | undefined {
  const projectIds = filter.project_ids?.length
    ? filter.project_ids.filter((id) => scope.includes(id))
    : [...scope];
  const days = dayInterval(filter.date_from, filter.date_to);
  return and(
    inArray(ip.project_id, projectIds.length ? projectIds : [0]),
    filter.kinds?.length ? inArray(ip.kind, filter.kinds) : undefined,
    filter.statuses?.length ? inArray(ip.status, filter.statuses) : undefined,
    filter.user_ids?.length ? inArray(ip.user_id, filter.user_ids) : undefined,
    filter.dry_run === undefined ? undefined : eq(ip.dry_run, filter.dry_run),
    days.start ? gte(ip.created_at, days.start) : undefined,
    days.before ? lt(ip.created_at, days.before) : undefined,
  );
}

/** The journal: newest first, in the caller's projects. */
export async function listProcesses(
  db: Database,
  filter: ImportFilter,
  scope: readonly number[],
): Promise<Paginated<ImportProcess>> {
  const where = conditions(filter, scope);
  const [rows, [{ total }]] = await Promise.all([
    selected(db)
      .where(where)
      .orderBy(desc(ip.created_at), desc(ip.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(ip).where(where),
  ]);
  return {
    items: rows.map((row) => processReply(row as Selected)),
    total,
    limit: filter.limit,
    offset: filter.offset,
  };
}
