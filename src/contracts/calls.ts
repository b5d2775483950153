import type * as z from 'zod/mini';
import type { DERIVED_RIGHTS } from './access-constants';
import type { PERMISSION_AREAS } from './enums';
import type { ServiceName } from './service-names';

type Area = (typeof PERMISSION_AREAS)[number];
type Right = (typeof DERIVED_RIGHTS)[number];
type Level = 'read' | 'create' | 'update' | 'delete';

/**
 * `'POST /planogram_outlets/link/'`: the method and the path under the service; `{name}` marks a
 * path parameter (`'GET /project_outlets/{id}/matrix/'`).
 */
export type CallRoute = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** The names of a route's `{name}` placeholders. */
type ParamNames<Route extends string> = Route extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/**
 * Who may make the call, as the server enforces it (spec section 6): `'public'` nothing,
 * `'authenticated'` a sign-in (field-only users too), `'portal'` a portal user, an area's level
 * merged over the request's projects (optionally with a role-derived right), or a right alone.
 * `selfParam`: a path parameter holding a user id, whose owner needs only a sign-in.
 */
type CallPermission =
  | 'public'
  | 'authenticated'
  | 'portal'
  | { area: Area | readonly Area[]; level: Level; right?: Right; selfParam?: string }
  | { right: Right; selfParam?: string };

/** The reply of a call answering a file (a stream, a photo): the portal reads it as a Blob. */
export const FILE_REPLY = 'file';
/** The body of a multipart upload: the portal sends FormData, the route reads the parts. */
export const MULTIPART_BODY = 'multipart';

// biome-ignore lint/suspicious/noExplicitAny: a call holds schemas of any shape.
type AnySchema = z.ZodMiniType<any, any>;
type BodySlot = AnySchema | typeof MULTIPART_BODY | undefined;
type ReplySlot = AnySchema | typeof FILE_REPLY;

/** The schema-free half of a call: what the portal needs to make it. */
export interface CallAddress<Route extends CallRoute = CallRoute> {
  service: ServiceName;
  route: Route;
  permission: CallPermission;
  /** The OpenAPI summary. */
  summary: string;
  /** The status of a success, 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /**
   * The body goes form-encoded (`application/x-www-form-urlencoded`), as the spec has some forms
   * posted; the route takes JSON as well.
   */
  form?: true;
}

/** The types a call carries without its schemas (see {@link defineCallAddress}). */
interface CallTypes<Body, Query, Reply> {
  /** Never set: it carries the types of a call whose schemas the portal must not load. */
  readonly types?: { body: Body; query: Query; reply: Reply };
}

/**
 * One bespoke (non-CRUD) endpoint: the server registers it (`registerCall`), the portal calls it
 * (`callApi`), the permission matrix and the fuzz walk it.
 */
export interface Call<
  Route extends CallRoute = CallRoute,
  Params extends AnySchema | undefined = AnySchema | undefined,
  Body extends BodySlot = BodySlot,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Reply extends ReplySlot = ReplySlot,
> extends CallAddress<Route> {
  /** Validates and coerces the `{name}` placeholders on the server. */
  params?: Params;
  body?: Body;
  query?: Query;
  reply: Reply;
}

// biome-ignore lint/suspicious/noExplicitAny: a reference to any call.
export type AnyCall = Call<CallRoute, any, any, any, any>;
export type AnyCallAddress = CallAddress & CallTypes<unknown, unknown, unknown>;

export function defineCall<
  const Route extends CallRoute,
  Params extends AnySchema | undefined = undefined,
  Body extends BodySlot = undefined,
  Query extends AnySchema | undefined = undefined,
  Reply extends ReplySlot = ReplySlot,
>(call: Call<Route, Params, Body, Query, Reply>): Call<Route, Params, Body, Query, Reply> {
  return call;
}

/**
 * A call's address with its types but not its schemas, for calls of the login page, whose
 * bundle must not load the schema library: the contract module adds the schemas with
 * {@link withSchemas}, and the server registers that.
 */
export function defineCallAddress<Body, Reply, Query = undefined>() {
  return <const Route extends CallRoute>(
    address: CallAddress<Route>,
  ): CallAddress<Route> & CallTypes<Body, Query, Reply> => address;
}

/** The whole call of an address, its schemas checked against the address's types. */
export function withSchemas<
  Route extends CallRoute,
  Body,
  Query,
  Reply,
  ParamsSchema extends AnySchema | undefined = undefined,
  BodySchema extends AnySchema | undefined = undefined,
  QuerySchema extends AnySchema | undefined = undefined,
  ReplySlotOf extends ReplySlot = AnySchema,
>(
  address: CallAddress<Route> & CallTypes<Body, Query, Reply>,
  schemas: {
    params?: ParamsSchema;
    body?: BodySchema;
    query?: QuerySchema;
    reply: ReplySlotOf;
  } & Checked<BodySchema, Body> &
    Checked<QuerySchema, Query> &
    CheckedReply<ReplySlotOf, Reply>,
): Call<Route, ParamsSchema, BodySchema, QuerySchema, ReplySlotOf> {
  return { ...address, ...schemas };
}

type Checked<Schema, Type> = Schema extends AnySchema
  ? z.input<Schema> extends Type
    ? unknown
    : { mismatch: 'the schema does not match the address' }
  : unknown;
type CheckedReply<Schema, Type> = Schema extends AnySchema
  ? z.output<Schema> extends Type
    ? unknown
    : { mismatch: 'the reply schema does not match the address' }
  : unknown;

type InputOf<Slot> = Slot extends AnySchema
  ? z.input<Slot>
  : Slot extends typeof MULTIPART_BODY
    ? FormData
    : undefined;
type SlotOf<C, Key extends 'body' | 'query' | 'reply'> = C extends { [K in Key]?: infer Slot }
  ? Exclude<Slot, undefined>
  : undefined;
/** The types an address declares, or unknown for a call that has its schemas. */
type DeclaredOf<C, Key extends 'body' | 'query' | 'reply'> = C extends { types?: infer Types }
  ? Types extends { [K in Key]: infer Type }
    ? Type
    : unknown
  : unknown;
type Either<Declared, FromSchema> = unknown extends Declared ? FromSchema : Declared;

/** What the portal sends: the body as the schema takes it. */
export type CallBody<C> = Either<DeclaredOf<C, 'body'>, InputOf<SlotOf<C, 'body'>>>;
export type CallQuery<C> = Either<DeclaredOf<C, 'query'>, InputOf<SlotOf<C, 'query'>>>;
/** What the portal receives: the reply as the server's serializer wrote it (a file: a Blob). */
export type CallReply<C> = Either<
  DeclaredOf<C, 'reply'>,
  SlotOf<C, 'reply'> extends AnySchema ? z.output<SlotOf<C, 'reply'>> : Blob
>;
export type CallParams<C> =
  C extends CallAddress<infer Route> ? Record<ParamNames<Route>, string | number> : never;

type MethodOf<Route> = Route extends `${infer Method} /${string}` ? Method : never;

/** The method of a route: `'POST /x/'` → `'POST'`. */
export function methodOf<Route extends CallRoute>(route: Route): MethodOf<Route> {
  return route.slice(0, route.indexOf(' ')) as MethodOf<Route>;
}

/** The path with its placeholders filled: `'/visits/{id}/'`, `{ id: 5 }` → `'/visits/5/'`. */
export function fillPath(route: CallRoute, params: Record<string, string | number> = {}): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** Where a call goes, for a request sent later (an outbox part): service, method, filled path. */
export function addressOf<Route extends CallRoute>(
  call: CallAddress<Route>,
  params?: Record<string, string | number>,
) {
  return {
    service: call.service,
    method: methodOf(call.route),
    path: fillPath(call.route, params),
  };
}
