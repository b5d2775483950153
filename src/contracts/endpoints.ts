import type * as z from 'zod/mini';
import type { DERIVED_RIGHTS } from './access-constants';
import type { EntityRules } from './entity-rules';
import type { PERMISSION_AREAS } from './enums';
import type { ServiceName } from './service-names';

type Area = (typeof PERMISSION_AREAS)[number];
type Right = (typeof DERIVED_RIGHTS)[number];

/** `'POST /cities/list/'`: the method and the path under the service, as spec section 7 has it. */
export type EndpointRoute = `${'GET' | 'POST' | 'PATCH' | 'DELETE'} /${string}`;
/** A list call: POST sends its filters as the body, GET as the query string. */
export type ListRoute = `${'GET' | 'POST'} /${string}`;
/** A call on one row: `{id}` is where its id goes. */
type RowRoute<Method extends string> = `${Method} /${string}{id}/`;

export interface EndpointPaths {
  /** The first is the one the portal calls; the others answer alike (a `v2` list). */
  list?: ListRoute | readonly [ListRoute, ...ListRoute[]];
  get?: RowRoute<'GET'>;
  create?: `POST /${string}`;
  patch?: RowRoute<'PATCH'>;
  delete?: RowRoute<'DELETE'>;
}

/** The verbs of the plain pattern, in the order `restPaths` is usually given them. */
export type RestVerb = 'list' | 'get' | 'create' | 'patch' | 'delete';

/** The plain pattern's route of each verb for the entity `Name`. */
interface RestRoutes<Name extends string> {
  list: `POST /${Name}/list/`;
  get: `GET /${Name}/{id}/`;
  create: `POST /${Name}/`;
  patch: `PATCH /${Name}/{id}/`;
  delete: `DELETE /${Name}/{id}/`;
}

/**
 * The paths of an entity that follows the plain pattern of spec section 7: `POST /<name>/list/`,
 * `GET /<name>/{id}/`, `POST /<name>/`, `PATCH /<name>/{id}/`, `DELETE /<name>/{id}/`, for the
 * verbs it has. The routes keep their literal types. Entities off the pattern (a GET list, a
 * `v2` list, paths under another prefix) write their paths out.
 */
export function restPaths<const Name extends string, const Verb extends RestVerb>(
  name: Name,
  verbs: readonly Verb[],
): Pick<RestRoutes<Name>, Verb> {
  const routes: RestRoutes<Name> = {
    list: `POST /${name}/list/`,
    get: `GET /${name}/{id}/`,
    create: `POST /${name}/`,
    patch: `PATCH /${name}/{id}/`,
    delete: `DELETE /${name}/{id}/`,
  };
  return Object.fromEntries(verbs.map((verb) => [verb, routes[verb]])) as Pick<
    RestRoutes<Name>,
    Verb
  >;
}

/**
 * Who may call the endpoints (spec section 6): an area's project permissions (list and get need
 * read, create create, patch update, delete delete), optionally with a role-derived right as well;
 * a right alone; `'portal'`: any signed-in portal user may read (shared reference lists); or
 * `'route'`: each route is registered by hand with its own (a tag needs the tagged entity's area).
 */
export type EndpointPermission =
  | { area: Area | readonly Area[]; right?: Right }
  | { right: Right }
  | 'portal'
  | 'route';

type IsAny<T> = 0 extends 1 & T ? true : false;
type SortKeyOf<List> =
  IsAny<List> extends true
    ? string
    : List extends { sort?: infer S }
      ? Exclude<NonNullable<S>, `-${string}`> & string
      : never;

// biome-ignore lint/suspicious/noExplicitAny: a contract holds object schemas of any shape.
type ObjectSchema = z.ZodMiniObject<any>;

/**
 * One entity's endpoints, the single description both halves take: the portal's resource
 * (`defineResource`: columns, filters, form, labels) and the server's CRUD definition
 * (`defineCrud`: table, filters, search, scope). Adding a catalog entity starts here.
 */
export interface Endpoints<
  Row = unknown,
  List = unknown,
  Permission extends EndpointPermission = EndpointPermission,
> {
  /** The entity's name: the first element of its query keys, its API tests' name. */
  name: string;
  service: ServiceName;
  permission: Permission;
  paths: EndpointPaths;
  contract: {
    /** The row as answered by list, get, create and patch. */
    row: z.ZodMiniType<Row> & ObjectSchema;
    list: z.ZodMiniType<List> & ObjectSchema;
    create?: ObjectSchema;
    patch?: ObjectSchema;
  };
  /**
   * The list's order when none is asked for: a sort key of the list contract, `-` descending.
   * A list without sort keys has none.
   */
  defaultSort?: SortKeyOf<List> | `-${SortKeyOf<List>}`;
  /** Unique keys and numeric ranges: what a write must meet besides its fields' shapes. */
  rules?: EntityRules;
}

// biome-ignore lint/suspicious/noExplicitAny: a reference to the endpoints of any entity.
export type AnyEndpoints = Endpoints<any, any>;

/** Keeps the permission's literal type, so the server can tell one area from several. */
export function defineEndpoints<Row, List, const Permission extends EndpointPermission>(
  endpoints: Endpoints<Row, List, Permission>,
): Endpoints<Row, List, Permission> {
  return endpoints;
}

/** The path of a route without its method: `'GET /cities/{id}/'` → `'/cities/{id}/'`. */
export function pathOf(route: EndpointRoute): `/${string}` {
  return route.slice(route.indexOf(' ') + 1) as `/${string}`;
}

/** The list route the portal calls. */
export function listRouteOf(endpoints: AnyEndpoints): ListRoute {
  const { list } = endpoints.paths;
  if (list === undefined) throw new Error(`${endpoints.name}: no list route`);
  return typeof list === 'string' ? list : list[0];
}

/**
 * The keys a list may be sorted on, ascending (`name` for `name` and `-name`): the list
 * contract's `sort` values, written there once. The server sorts on the column or computed name
 * of each key, the list's headers sort on the columns of those keys.
 */
export function sortKeysOf(endpoints: AnyEndpoints): string[] {
  // zod lists an enum's values (and an optional's, with undefined) on `_zod.values`.
  const sort: { _zod: { values?: ReadonlySet<unknown> } } | undefined =
    endpoints.contract.list.shape.sort;
  return [...(sort?._zod.values ?? [])].filter(
    (value): value is string => typeof value === 'string' && !value.startsWith('-'),
  );
}
