import type * as z from 'zod/mini';
import type { RequestAccess } from '#server/access/permissions-request';
import type { RoutePermission } from '#server/access/route-permission-types';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { ArchiveEntry } from '#server/files/zip/zip-archive';
import type { ExportColumnType, ExportFormat } from '#src/contracts/exports';

type ExportRow = Record<string, unknown>;

/** A column a kind can write: the row's key, a report's header (a list's screen names its own). */
export interface ExportKindColumn {
  key: string;
  header: string | null;
  type: ExportColumnType;
}

/** What a kind reads with: the author's access as the list call would have it, and the filter. */
export interface ExportReadContext {
  db: Database;
  access: RequestAccess;
  /** The export's params, parsed by the kind's filter schema. */
  filter: Record<string, unknown>;
  signal: AbortSignal;
  /** The server's configuration: where the portal finds a file (`fileUrl`), for a link in a cell. */
  config: AppConfig;
}

/**
 * One export kind, as data: the list call it mirrors (its filter keys and its permission), the
 * columns it can write, what it requires, and how its rows are read — the count first, then the
 * rows in batches, in the list's order. Everything else (the job, the file, progress, cells,
 * retention, notification) is the engine's.
 */
interface ExportKindBase {
  kind: string;
  group: 'list' | 'report';
  /** A report's name; a list's is its screen's title, sent with the export. */
  label: string;
  /** The list call's permission: the author needs it when asking and when the job runs. */
  permission: RoutePermission;
  /** The export's params: the list call's body (paging aside), unknown keys refused. */
  filter: z.ZodMiniType<Record<string, unknown>>;
  filterKeys: readonly string[];
  requires: { project: boolean; dateRange: boolean };
  /** A refusal of the list call beyond its permission: a filter only some callers may use. */
  refuses?(access: RequestAccess, filter: Record<string, unknown>): boolean;
  /** Said instead of the generic refusal when the author may not run it (spec section 6). */
  deniedMessage?: string;
  /** What `batches` or `archive` will give: the rows, or the files. */
  count(context: ExportReadContext): Promise<number>;
}

/** A table: rows of cells, written as XLSX or CSV. */
interface ExportTableKind extends ExportKindBase {
  columns: readonly ExportKindColumn[];
  /** The table formats it takes; xlsx and csv when unset. */
  formats?: readonly ('xlsx' | 'csv')[];
  batches(context: ExportReadContext): AsyncIterable<ExportRow[]>;
  archive?: undefined;
}

/** An archive: stored files under the names the kind gives them, written as a ZIP. */
interface ExportArchiveKind extends ExportKindBase {
  columns: readonly [];
  formats: readonly ['zip'];
  /** The entries in batches, in the archive's order; the engine streams each file. */
  archive(context: ExportReadContext): AsyncIterable<ArchiveEntry[]>;
  batches?: undefined;
}

export type ExportKindDefinition = ExportTableKind | ExportArchiveKind;

const TABLE_FORMATS = ['xlsx', 'csv'] as const;

/** The formats a kind writes. */
export const formatsOf = (kind: ExportKindDefinition): readonly ExportFormat[] =>
  kind.formats ?? TABLE_FORMATS;

/** Rows per read: a page the database answers quickly, and few enough to hold at once. */
export const EXPORT_BATCH = 1000;

export function defineExportKind(definition: ExportKindDefinition): ExportKindDefinition {
  return definition;
}
