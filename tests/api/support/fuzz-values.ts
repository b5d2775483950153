import fc from 'fast-check';

/**
 * Values for the API fuzz, generated from the JSON Schema (OpenAPI 3.0 flavour) that the server
 * publishes for each request: values the schema allows, and hostile ones it must refuse.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const MAX_ID = 2_147_483_647;
/** Seeded rows have small ids: most generated ids should name a row that exists. */
const SEEDED_ID_MAX = 40;
const SHORT = 24;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayArbitrary = fc
  .date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const momentArbitrary = fc
  .tuple(dayArbitrary, fc.integer({ min: 6, max: 21 }), fc.constantFrom(0, 15, 30, 45))
  .map(([day, hour, minute]) => `${day}T${pad(hour)}:${pad(minute)}:00+03:00`);

function bounds(schema: JsonSchema, fallbackMin: number, fallbackMax: number) {
  let min = schema.minimum ?? fallbackMin;
  let max = schema.maximum ?? fallbackMax;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min, max };
}

/** An id-like integer: mostly one of the seeded rows, sometimes anywhere in the range. */
export const idArbitrary = (min = 1, max = MAX_ID) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, SEEDED_ID_MAX)) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, -1000, 1000);
  if (min >= 0 && max >= SEEDED_ID_MAX) return idArbitrary(Math.max(min, 0), max);
  return fc.integer({ min, max: Math.max(min, max) });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dayArbitrary;
  if (schema.format === 'date-time') return momentArbitrary;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  return fc.string({ minLength, maxLength });
}

function typed(schema: JsonSchema, type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return integerArbitrary(schema);
    case 'number': {
      const { min, max } = bounds(schema, -1e6, 1e6);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.properties) {
    const shape = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, validValue(value)]),
    );
    return fc.record(shape, { requiredKeys: schema.required ?? [] });
  }
  if (typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 10 }), validValue(schema.additionalProperties), {
      maxKeys: 3,
    });
  }
  return fc.constant({});
}

/** A value the schema allows (as far as JSON Schema can say: refinements may still refuse it). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  let arbitrary: fc.Arbitrary<unknown>;
  if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) arbitrary = fc.constant(schema.const);
  else if (schema.anyOf ?? schema.oneOf) {
    arbitrary = fc.oneof(...(schema.anyOf ?? schema.oneOf ?? []).map(validValue));
  } else if (schema.allOf?.length) arbitrary = validValue(schema.allOf[0]);
  else if (Array.isArray(schema.type))
    arbitrary = fc.oneof(...schema.type.map((t) => typed(schema, t)));
  else arbitrary = typed(schema, schema.type ?? (schema.properties ? 'object' : undefined));
  return schema.nullable
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary })
    : arbitrary;
}

/** More ids than any filter takes, and past PostgreSQL's 65,535 bind parameters. */
const HUGE_ID_LIST = Array.from({ length: 70_000 }, (_, i) => i + 1);
const LONG_TEXT = 'Ж'.repeat(10_000);

/** Values a request must never turn into a 500: out-of-range numbers, impossible dates… */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(
      0,
      -1,
      2 ** 31,
      2 ** 31 - 1,
      2 ** 53,
      -(2 ** 53),
      1.5,
      1e308,
      '0x10',
      '1e3',
      '+5',
      '',
      ' ',
      '\u0000',
      'Мага\u0000зин',
      '0000-00-00',
      '2026-02-30',
      '0000-01-01',
      '99999-01-01',
      '2026-03-02T10:00:00+23:00',
      '0000-01-01T00:00:00Z',
      '2026-02-30T10:00:00+03:00',
      null,
      true,
      [],
      {},
      [2 ** 31],
      [0, -1],
      ['1'],
      { start: '0000-00-00', end: '2026-02-30' },
    ),
  },
  { weight: 1, arbitrary: fc.constant(LONG_TEXT) },
  { weight: 1, arbitrary: fc.constant(HUGE_ID_LIST) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A path parameter or query value, as text: hostile spellings of ids and dates included. */
export const hostileText = fc.constantFrom(
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '0x10',
  '1e3',
  '+5',
  '1.0',
  ' 7',
  'abc',
  '\u0000',
  '2026-02-30',
  '1'.repeat(400),
);

type Json = unknown;

/** Every place in a value a mutation may land on: the value itself, each item, each key. */
function placesIn(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      places.push(...placesIn(item, [...path, i]));
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) places.push(...placesIn(item, [...path, key]));
    // A key the schema does not know: every body refuses unknown keys.
    places.push([...path, 'unknown_key']);
  }
  return places;
}

function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = (value ?? {}) as Record<string, Json>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/** A valid value with one place in it replaced by a hostile one. */
function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(validValue(schema), fc.nat(), hostileValue).map(([value, pick, hostile]) => {
    const places = placesIn(value);
    return replaceAt(value, places[pick % places.length], hostile);
  });
}

/** A body for the schema: mostly allowed, often with one hostile place, sometimes all hostile. */
export function bodyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema) },
    { weight: 4, arbitrary: mutatedValue(schema) },
    { weight: 1, arbitrary: hostileValue },
  );
}
