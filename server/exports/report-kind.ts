import type * as z from 'zod/mini';
import type { RequestAccess } from '#server/access/permissions-request';
import type { RoutePermission } from '#server/access/route-permission-types';
import { can } from '#src/access/can';
import type { PermissionArea } from '#src/access/permission-values';
import type { ExportColumnType } from '#src/contracts/exports';
import {
  defineExportKind,
  EXPORT_BATCH,
  type ExportKindDefinition,
  type ExportReadContext,
} from './kind';
import { filterKeysOf } from './schema-shape';

type FilterSchema = z.ZodMiniType<Record<string, unknown>>;
type ReportLine = Record<string, unknown>;

/** What a report reads with: the context, its filter as its schema parses it. */
type ReportReadContext<Filter> = Omit<ExportReadContext, 'filter'> & { filter: Filter };

/** A report's column: its line's key, the header the file shows, what its cells hold. */
export interface ReportColumn {
  key: string;
  header: string;
  type: ExportColumnType;
}

interface ReportKindOptions<Filter extends FilterSchema, Line extends ReportLine, Cursor> {
  kind: string;
  label: string;
  /** The area every report needs; `refuses` adds the report's own rule. */
  permission: RoutePermission;
  filter: Filter;
  columns: readonly ReportColumn[];
  requires: { project: boolean; dateRange: boolean };
  refuses?(access: RequestAccess, filter: z.output<Filter>): boolean;
  deniedMessage?: string;
  count(context: ReportReadContext<z.output<Filter>>): Promise<number>;
  /** Up to `limit` lines after `after` (from the first when undefined), in the report's order. */
  page(
    context: ReportReadContext<z.output<Filter>>,
    after: Cursor | undefined,
    limit: number,
  ): Promise<Line[]>;
  /** Where the next page starts after this line: the order's keys. */
  cursorOf(line: Line): Cursor;
}

/**
 * A report of the reports screen: its own filter and headed columns, read by keyset (each page
 * starts after the last line of the one before), so a long report reads as fast at its end as
 * at its start and no line is read twice.
 */
export function reportKind<Filter extends FilterSchema, Line extends ReportLine, Cursor>(
  options: ReportKindOptions<Filter, Line, Cursor>,
): ExportKindDefinition {
  // The engine parsed the filter with `options.filter`: it is that schema's output.
  type Output = z.output<Filter>;
  const typed = (context: ExportReadContext) => context as ReportReadContext<Output>;
  const { refuses } = options;
  return defineExportKind({
    kind: options.kind,
    group: 'report',
    label: options.label,
    permission: options.permission,
    filter: options.filter,
    filterKeys: filterKeysOf(options.filter),
    columns: options.columns.map((column) => ({ ...column })),
    requires: options.requires,
    ...(refuses ? { refuses: (access, filter) => refuses(access, filter as Output) } : {}),
    ...(options.deniedMessage ? { deniedMessage: options.deniedMessage } : {}),
    count: (context) => options.count(typed(context)),
    async *batches(context) {
      let after: Cursor | undefined;
      for (;;) {
        context.signal.throwIfAborted();
        const lines = await options.page(typed(context), after, EXPORT_BATCH);
        if (lines.length > 0) yield lines;
        if (lines.length < EXPORT_BATCH) return;
        after = options.cursorOf(lines[lines.length - 1]);
      }
    },
  });
}

/** The area every report needs; a report's `refuses` adds its own rule. */
export const REPORTS_READ = { area: 'reports', level: 'read' } as const;

/**
 * A report's own rule (spec section 6 names its denials, not their rules): reading the area of
 * what it shows, or a report viewer's role, which is given for reading reports.
 */
export const refusedUnlessReads =
  (area: PermissionArea) =>
  ({ context }: RequestAccess): boolean =>
    !(can(context, area, 'read') || context.flags.report_viewer);
