import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client';
import type { DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';
import { type EndpointRoute, type Endpoints, sortKeysOf } from '#src/contracts/endpoints';
import { formatConstraint, rangeConstraint, rangeMessage } from '#src/contracts/entity-rules';

/** `'POST /cities/list/'`: the method and the path under the service, as spec section 7 has it. */
export type CrudRoute = EndpointRoute;

/** Keys every list schema has that the generic code handles itself. */
type HandledKeys = 'limit' | 'offset' | 'sort' | 'ids' | 'search' | 'project_ids';
/** A condition per filter key of the list schema: every key must be mapped, none forgotten. */
type FilterMap<F> = {
  [K in Exclude<keyof F, HandledKeys>]-?: (value: NonNullable<F[K]>) => SQL | undefined;
};
type SortKey<F> = F extends { sort?: infer S }
  ? Exclude<NonNullable<S>, `-${string}`> & string
  : never;

/** A column of the table or a computed expression (a scalar subquery for a related name). */
export type Expression = PgColumn | SQL;

export type CatalogTable = PgTable & { id: PgColumn };

/**
 * What the server may enforce of an entity's permission: one area of spec section 6 (list and
 * get need read, create create, patch update, delete delete), a right, both, `'portal'`, or
 * `'route'` (the routes are registered by hand, each with its own).
 */
export type CrudPermission =
  | { area: PermissionArea; right?: DerivedRight }
  | { right: DerivedRight }
  | 'portal'
  | 'route';

/**
 * The server half of a catalog entity over its endpoints (src/contracts): registerCrud makes its
 * routes from both. The row's keys that are not columns must be in `computed`.
 */
export interface CrudDefinition<F extends object = object> {
  // biome-ignore lint/suspicious/noExplicitAny: the row and list types are checked by defineCrud.
  endpoints: Endpoints<any, any, CrudPermission>;
  table: CatalogTable;
  filters: FilterMap<NoInfer<F>>;
  /** Columns every word of `search` is matched against (case-insensitive, wildcards literal). */
  search: readonly Expression[];
  sort: Record<SortKey<NoInfer<F>>, Expression>;
  computed?: Record<string, Expression>;
  /**
   * Tables left-joined one-to-one to every read (a project outlet's reference outlet), so their
   * columns can be selected, searched and sorted on without a subquery per row.
   */
  joins?: readonly { table: PgTable; on: SQL }[];
  /** The project column: rows are limited to the caller's projects where the right holds. */
  scope?: PgColumn;
  /**
   * Limit to the projects the caller belongs to rather than those where the route's right holds
   * in its own right: a new project has no permission settings yet, so its creator could not
   * open it otherwise. The right is still checked, merged over the caller's projects.
   */
  scopeToMembership?: boolean;
  /** Rows without a project belong to every project (shared reasons, shared settings). */
  sharedRows?: boolean;
  /**
   * The 409 of each unique constraint or index, by its name: the field a form marks and the
   * text ('Город с таким названием в регионе уже существует'), from the contract's unique keys.
   * One not named there answers 'Такая запись уже существует' on the key's last column.
   */
  duplicate?: Record<string, { field: string; message: string }>;
  /** The field and text a check constraint's 400 names, by constraint name (dates in order). */
  checks?: Record<string, { field: string; message: string }>;
  /**
   * Written columns naming a project's rows that the route checks by a rule of its own (a tag
   * link: a shared tag fits every project). Every other one is checked against the row's
   * project by the generic writes (written-references.ts).
   */
  referencesCheckedByRoute?: readonly string[];
  /**
   * A row without a project of its own (a matrix's product or rule) is of its parent's: `key`
   * names the parent, `id` and `project` are the parent table's columns. A write then needs the
   * parent in the caller's projects, and every other reference it makes in the parent's project.
   */
  parent?: { key: string; id: PgColumn; project: PgColumn };
  /**
   * Written columns naming a table whose rows without a project are every project's (the shared
   * product catalog): such a row fits any project, a project's own only that project.
   */
  sharedReferences?: readonly string[];
  /**
   * The column naming the row's parent in a tree of the same table (a category's, a position's):
   * a patch may not make the row its own ancestor, refused on that field with `message`.
   */
  tree?: { key: string; message: string };
  /** Runs in the create transaction, after the insert (e.g. the creator joins a new project). */
  afterCreate?: (db: Database, id: number, request: FastifyRequest) => Promise<void>;
  /**
   * Runs in the patch transaction with the stored row locked and the fields that change, before
   * the update: a refusal that depends on other rows (a questionnaire moved once it was filled in).
   */
  beforePatch?: (
    db: Database,
    current: Record<string, unknown>,
    changes: Record<string, unknown>,
  ) => Promise<void>;
  /** Runs in the delete transaction with the row locked and no other row referring to it. */
  beforeDelete?: (db: Database, id: number) => Promise<void>;
}

// Definitions differ in their filter type, which `filters` uses contravariantly, so a list of
// them can only be typed with the filter erased.
// biome-ignore lint/suspicious/noExplicitAny: erases the per-definition filter type (see above)
export type AnyCrudDefinition = CrudDefinition<any>;

/**
 * What a definition writes of its sort: the list contract's sort keys (src/contracts) sort on the
 * column or computed name of the same key; only the others are named here (a joined table's
 * column, a name of a related row).
 */
type SortExpressions<F> = Partial<Record<SortKey<F>, Expression>>;

/**
 * Checks a definition against its endpoints' list schema and erases the filter type. The
 * refusals of the unique keys, ranges and text formats the contract declares (endpoints.rules)
 * join the definition's own `checks` (a rule across fields, such as dates in order).
 */
export function defineCrud<Row, F extends object>(
  endpoints: Endpoints<Row, F, CrudPermission>,
  definition: Omit<CrudDefinition<F>, 'endpoints' | 'sort' | 'duplicate'> & {
    sort?: SortExpressions<NoInfer<F>>;
  },
): AnyCrudDefinition {
  // Pages must come in a stable order: a server list needs its default.
  if (!endpoints.defaultSort) throw new Error(`${endpoints.name}: no default sort`);
  const { unique = [], ranges = {}, formats = {} } = endpoints.rules ?? {};
  const table = getTableName(definition.table);
  const duplicate = Object.fromEntries(
    unique.map(({ constraint, field, message }) => [constraint, { field, message }]),
  );
  const checks = Object.fromEntries([
    ...Object.entries(ranges).map(([field, range]) => [
      rangeConstraint(table, field),
      { field, message: rangeMessage(range) },
    ]),
    ...Object.entries(formats).map(([field, { message }]) => [
      formatConstraint(table, field),
      { field, message },
    ]),
  ]);
  return {
    endpoints,
    ...definition,
    sort: sortExpressions(endpoints, definition),
    duplicate,
    checks: { ...checks, ...definition.checks },
  };
}

function sortExpressions(
  // biome-ignore lint/suspicious/noExplicitAny: only the list contract's sort keys are read.
  endpoints: Endpoints<any, any, CrudPermission>,
  definition: Pick<CrudDefinition, 'table' | 'computed'> & {
    sort?: Record<string, Expression | undefined>;
  },
): Record<string, Expression> {
  const columns: Record<string, Expression> = getTableColumns(definition.table);
  const named: Record<string, Expression | undefined> = {
    ...columns,
    ...definition.computed,
    ...definition.sort,
  };
  return Object.fromEntries(
    sortKeysOf(endpoints).map((key) => {
      const expression = named[key];
      if (!expression) throw new Error(`${endpoints.name}: nothing to sort on for '${key}'`);
      return [key, expression];
    }),
  );
}
