import type { AnyCrudDefinition } from '#server/crud/definition';
import { rangeMessage } from '#src/contracts/entity-rules';

type Body = Record<string, unknown>;

/** A second create repeating a unique key of the first: refused with 409 on `field`. */
export interface DuplicateSample {
  constraint: string;
  /** The second payload, from the first one's: the key's fields repeated, texts upper-cased (as written for an exact key). */
  again: (first: Body) => Body;
  field: string;
  message: string;
}

/** A create with one number just outside its declared range: refused with 400 on `field`. */
export interface OutOfRangeSample {
  field: string;
  value: number;
  body: () => Body;
  message: string;
}

/** A create with one text just outside its declared format: refused with 400 on `field`. */
export interface BadFormatSample {
  field: string;
  value: string;
  body: () => Body;
  message: string;
}

/** The fields a declared unique key of the entity names: a sample must write them. */
export function uniqueKeyFields(definition: AnyCrudDefinition): Set<string> {
  const keys = definition.endpoints.rules?.unique ?? [];
  return new Set(keys.flatMap((key) => key.fields));
}

/** The declared range of a field, if any: a sample writes its lowest value. */
export const rangeOf = (definition: AnyCrudDefinition, field: string) =>
  definition.endpoints.rules?.ranges?.[field];

/** The declared format of a text field, if any: a sample writes its example. */
export const formatOf = (definition: AnyCrudDefinition, field: string) =>
  definition.endpoints.rules?.formats?.[field];

/**
 * Payloads breaking each rule the entity's contract declares (endpoints.rules), so that every
 * unique key, range and format is tested for every entity declaring one, with no test of its own.
 */
export function ruleSamples(
  definition: AnyCrudDefinition,
  create: () => Body,
  createKeys: ReadonlySet<string>,
) {
  const { unique = [], ranges = {}, formats = {} } = definition.endpoints.rules ?? {};
  const duplicates: DuplicateSample[] = unique.map(
    ({ constraint, fields, field, message, exact }) => ({
      constraint,
      again: (first) => ({
        ...create(),
        ...Object.fromEntries(
          fields
            .filter((key) => key in first)
            .map((key) => {
              const value = first[key];
              return [key, typeof value === 'string' && !exact ? value.toUpperCase() : value];
            }),
        ),
      }),
      field,
      message,
    }),
  );
  const outOfRange: OutOfRangeSample[] = Object.entries(ranges)
    .filter(([field]) => createKeys.has(field))
    .flatMap(([field, range]) =>
      [range.min - 1, range.max + 1].map((value) => ({
        field,
        value,
        body: () => ({ ...create(), [field]: value }),
        message: rangeMessage(range),
      })),
    );
  const badFormat: BadFormatSample[] = Object.entries(formats)
    .filter(([field]) => createKeys.has(field))
    .map(([field, format]) => ({
      field,
      value: format.counterexample,
      body: () => ({ ...create(), [field]: format.counterexample }),
      message: format.message,
    }));
  return { duplicates, outOfRange, badFormat };
}
