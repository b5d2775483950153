import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { toJSONSchema } from 'zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Every reply is written by a serializer compiled from its route's response schema
 * (fast-json-stringify over the schema's JSON Schema): only the fields the schema names leave the
 * server (a column a handler selected by mistake never does), in the schema's order, with no
 * per-reply walk of the schema. Checking every reply against the schema with zod cost more CPU
 * than the rest of a list's handling above its SQL (a quarter of a millisecond on 50 rows).
 *
 * The handlers' types already say what they return; `REPLY_SCHEMA_CHECK=true` (the API tests)
 * parses each reply with zod as well, fails on one that breaks its schema, and fails when the
 * compiled serializer writes other JSON than zod's parse written by JSON.stringify. A schema
 * JSON Schema cannot say (a transform, a custom check) is written by zod's parse.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  const schema = responseSchemaOf(maybeSchema);
  const parsed = (data: unknown) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return result.data;
  };
  const compiled = compiledSerializer(schema);
  if (!compiled) return (data) => JSON.stringify(parsed(data));
  if (process.env.REPLY_SCHEMA_CHECK !== 'true') return compiled;
  return (data) => {
    const expected = JSON.stringify(parsed(data));
    const written = compiled(data);
    // The same JSON; an optional field present may come later in the object than zod puts it.
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${method} ${url}: the compiled serializer wrote ${written}, zod's parse ${expected}`,
      );
    }
    return written;
  };
};

/** fast-json-stringify for `schema`, or undefined when JSON Schema cannot say it. */
function compiledSerializer(schema: $ZodType): ((data: unknown) => string) | undefined {
  try {
    const json = forSerializer(toJSONSchema(schema, { io: 'output', target: 'draft-7' }));
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return undefined;
  }
}

/**
 * The schema as the serializer reads it best:
 * - without `additionalProperties: false`. The serializer writes only the properties an object
 *   schema names anyway; but it picks a branch of `anyOf` (a union) by validating the value, and a
 *   closed object would refuse a value with one more field, where zod strips the field;
 * - a nullable value (`anyOf` of a schema and null) as that schema with `nullable: true`: the
 *   serializer tests for null instead of validating every value against both branches (the
 *   executor of each row of a visit list was validated so).
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const nullable = nullableOf(schema);
  if (nullable) return { ...(forSerializer(nullable) as object), nullable: true };
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, forSerializer(value)]),
  );
}

const isNullType = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  Object.keys(schema).length === 1 &&
  (schema as { type?: unknown }).type === 'null';

/** X of `{ anyOf: [X, { type: 'null' }] }` (either order, nothing beside), an object schema. */
function nullableOf(schema: object): object | undefined {
  const { anyOf, ...rest } = schema as { anyOf?: unknown };
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(rest).length > 0) return;
  const [first, second] = anyOf;
  const other = isNullType(second) ? first : isNullType(first) ? second : undefined;
  const plain =
    typeof other === 'object' &&
    other !== null &&
    typeof (other as { type?: unknown }).type === 'string' &&
    !('anyOf' in other || 'oneOf' in other || 'allOf' in other || '$ref' in other);
  return plain ? (other as object) : undefined;
}

/** A route's response schema: a zod schema, or one under `properties` (as the provider allows). */
function responseSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof $ZodType) return inner;
  throw new Error(`not a zod response schema: ${JSON.stringify(schema)}`);
}
