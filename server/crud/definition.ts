import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Database } from '#server/db/client';
import type { DerivedRight } from '#src/access/derived-rights';
import type { PermissionArea } from '#src/access/permission-values';

/** `'POST /cities/list/'`: the method and the path under the service, as spec section 7 has it. */
export type CrudRoute = `${'GET' | 'POST' | 'PATCH' | 'DELETE'} /${string}`;

export interface CrudPaths {
  /** One list call, or several answering alike (`list` and `v2 list`). A GET list reads the query. */
  list?: CrudRoute | readonly CrudRoute[];
  get?: CrudRoute;
  create?: CrudRoute;
  patch?: CrudRoute;
  delete?: CrudRoute;
}

/** Keys every list schema has that the generic code handles itself. */
type HandledKeys = 'limit' | 'offset' | 'sort' | 'ids' | 'search' | 'project_ids';
/** A condition per filter key of the list schema: every key must be mapped, none forgotten. */
export type FilterMap<F> = {
  [K in Exclude<keyof F, HandledKeys>]-?: (value: NonNullable<F[K]>) => SQL | undefined;
};
type SortKey<F> = F extends { sort?: infer S }
  ? Exclude<NonNullable<S>, `-${string}`> & string
  : never;

/** A column of the table or a computed expression (a scalar subquery for a related name). */
export type Expression = PgColumn | SQL;

export type CatalogTable = PgTable & { id: PgColumn };

/** The server half of a catalog resource: registerCrud makes its endpoints from it. */
export interface CrudDefinition<F extends object = object> {
  /** English, for the API documentation and the log. */
  title: string;
  table: CatalogTable;
  paths: CrudPaths;
  /**
   * The area of spec section 6: list and get need read, create create, patch update, delete
   * delete. `right` alone (admin only) or neither (any portal user: reference lists) also do.
   */
  area?: PermissionArea;
  right?: DerivedRight;
  contract: {
    /** The row as answered; a key that is not a column must be in `computed`. */
    row: z.ZodMiniObject;
    list: z.ZodMiniType<F>;
    create?: z.ZodMiniType<object>;
    patch?: z.ZodMiniType<object>;
  };
  filters: FilterMap<NoInfer<F>>;
  /** Columns every word of `search` is matched against (case-insensitive, wildcards literal). */
  search: readonly Expression[];
  sort: Record<SortKey<NoInfer<F>>, Expression>;
  defaultSort: SortKey<NoInfer<F>> | `-${SortKey<NoInfer<F>>}`;
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
   * text ('Город с таким названием в регионе уже существует'). One not named here answers
   * 'Такая запись уже существует' on the key's last column.
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
  /** Runs in the create transaction, after the insert (e.g. the creator joins a new project). */
  afterCreate?: (db: Database, id: number, request: FastifyRequest) => Promise<void>;
}

// Definitions differ in their filter type, which `filters` uses contravariantly, so a list of
// them can only be typed with the filter erased.
// biome-ignore lint/suspicious/noExplicitAny: erases the per-definition filter type (see above)
export type AnyCrudDefinition = CrudDefinition<any>;

/** Checks a definition against its list schema and erases the filter type for registration. */
export function defineCrud<F extends object>(definition: CrudDefinition<F>): AnyCrudDefinition {
  return definition;
}
