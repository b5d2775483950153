import type * as z from 'zod/mini';
import type { RequestAccess } from '#server/access/permissions-request';
import type { RoutePermission } from '#server/access/route-permission-types';
import { rowColumns } from './column-types';
import {
  defineExportKind,
  EXPORT_BATCH,
  type ExportKindDefinition,
  type ExportReadContext,
} from './kind';
import { filterKeysOf, shapeOf } from './schema-shape';

type FilterSchema = z.ZodMiniType<Record<string, unknown>>;
type Page = { limit: number; offset: number };

/** What a paged kind reads with: the context, its filter as the list call's body parses it. */
type PagedReadContext<Filter> = Omit<ExportReadContext, 'filter'> & { filter: Filter };

interface PagedKindOptions<Filter extends FilterSchema> {
  kind: string;
  /** Who may read the list: its call's permission, or more when its screen asks for more. */
  permission: RoutePermission;
  /** The list call's body, paging included (the engine leaves paging out of the params). */
  body: Filter;
  /** The list call's refusal beyond its permission, if it has one (kind.ts). */
  refuses?(access: RequestAccess, filter: z.output<Filter>): boolean;
  /** One item of the list's page: its keys are the columns. */
  row: z.ZodMiniType;
  /**
   * One page of the list, read by the very function its route reads with, given the access
   * the route would give it.
   */
  read(
    context: PagedReadContext<z.output<Filter>>,
    page: Page,
  ): Promise<{ items: Record<string, unknown>[]; total: number }>;
}

/** The pieces of a bespoke list call's descriptor a paged kind takes: permission, body, row. */
export function listCallParts<Filter extends FilterSchema>(call: {
  route: string;
  permission: RoutePermission;
  body?: Filter;
  reply: unknown;
}): { permission: RoutePermission; body: Filter; row: z.ZodMiniType } {
  const items = shapeOf(call.reply).items as
    | { _zod: { def: { element?: z.ZodMiniType } } }
    | undefined;
  const row = items?._zod.def.element;
  if (!call.body || !row) throw new Error(`${call.route}: not a paged list call`);
  return { permission: call.permission, body: call.body, row };
}

/**
 * Every row `read` gives, a page of EXPORT_BATCH at a time by offset, until a page comes short.
 */
export async function* offsetBatches<Row>(
  signal: AbortSignal,
  read: (page: Page) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    signal.throwIfAborted();
    const items = await read({ limit: EXPORT_BATCH, offset });
    if (items.length > 0) yield items;
    if (items.length < EXPORT_BATCH) return;
  }
}

/**
 * A list's export from its paged list call: its body's keys (paging aside) as the filter, its
 * row's keys as the columns, counted by a page of one, read a page of EXPORT_BATCH at a time by
 * offset. Offset paging rereads the rows skipped at every page, which is fine for these lists:
 * they hold at most some tens of thousands of rows.
 */
export function pagedExportKind<Filter extends FilterSchema>(
  options: PagedKindOptions<Filter>,
): ExportKindDefinition {
  // The engine parsed the filter with `options.body`: it is that schema's output.
  type Output = z.output<Filter>;
  const read = (context: ExportReadContext, page: Page) =>
    options.read(context as PagedReadContext<Output>, page);
  const { refuses } = options;
  return defineExportKind({
    kind: options.kind,
    group: 'list',
    label: options.kind,
    permission: options.permission,
    filter: options.body,
    filterKeys: filterKeysOf(options.body),
    columns: rowColumns(shapeOf(options.row)),
    requires: { project: false, dateRange: false },
    ...(refuses ? { refuses: (access, filter) => refuses(access, filter as Output) } : {}),
    count: async (context) => (await read(context, { limit: 1, offset: 0 })).total,
    batches: (context) =>
      offsetBatches(context.signal, async (page) => (await read(context, page)).items),
  });
}
