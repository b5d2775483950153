import type * as z from 'zod/mini';
import type { RequestAccess } from '#server/access/permissions-request';
import type { RoutePermission } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import type { ExportColumnType } from '#src/contracts/exports';

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
}

/**
 * One export kind, as data: the list call it mirrors (its filter keys and its permission), the
 * columns it can write, what it requires, and how its rows are read — the count first, then the
 * rows in batches, in the list's order. Everything else (the job, the file, progress, cells,
 * retention, notification) is the engine's.
 */
export interface ExportKindDefinition {
  kind: string;
  group: 'list' | 'report';
  /** A report's name; a list's is its screen's title, sent with the export. */
  label: string;
  /** The list call's permission: the author needs it when asking and when the job runs. */
  permission: RoutePermission;
  /** The export's params: the list call's body (paging aside), unknown keys refused. */
  filter: z.ZodMiniType<Record<string, unknown>>;
  filterKeys: readonly string[];
  columns: readonly ExportKindColumn[];
  requires: { project: boolean; dateRange: boolean };
  /** A refusal of the list call beyond its permission: a filter only some callers may use. */
  refuses?(access: RequestAccess, filter: Record<string, unknown>): boolean;
  /** Said instead of the generic refusal when the author may not run it (spec section 6). */
  deniedMessage?: string;
  count(context: ExportReadContext): Promise<number>;
  batches(context: ExportReadContext): AsyncIterable<ExportRow[]>;
}

/** Rows per read: a page the database answers quickly, and few enough to hold at once. */
export const EXPORT_BATCH = 1000;

export function defineExportKind(definition: ExportKindDefinition): ExportKindDefinition {
  return definition;
}
