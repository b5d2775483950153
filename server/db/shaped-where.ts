import { type AnyColumn, and, type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * A list filter's conditions as placeholders: each named condition is built from placeholders,
 * and a filter uses the conditions it has a value for. The text of the WHERE then depends only
 * on which conditions are used (the shape), never on the values, so one prepared statement per
 * shape serves every call (see statementsByShape).
 */
type Condition =
  /** One placeholder for the value (a scalar, or an array for `= any`). */
  | { one: (value: Placeholder) => SQL }
  /** One placeholder per value of a short list: the shape counts them. */
  | { each: (values: Placeholder[]) => SQL };

export type Conditions<Name extends string> = Record<Name, Condition>;

/** The values of a filter's conditions; an undefined value leaves its condition out. */
type ConditionValues<Name extends string> = Partial<Record<Name, unknown>>;

export interface ShapedFilter<Name extends string> {
  /** The conditions the values use, with the length of `each` lists, in a stable order. */
  shape(values: ConditionValues<Name>): string[];
  /** The WHERE of one shape: its conditions joined by AND. */
  where(shape: readonly string[]): SQL | undefined;
  /** The values of the placeholders of `values`' shape. */
  placeholders(values: ConditionValues<Name>): Record<string, unknown>;
}

/** A filter list as a condition's value: an empty list uses no condition. */
export const listed = <T>(values: readonly T[] | undefined) =>
  values?.length ? values : undefined;

const listOf = (value: unknown) => [...new Set(Array.isArray(value) ? value : [value])];

export function shapedFilter<Name extends string>(
  conditions: Conditions<Name>,
): ShapedFilter<Name> {
  const used = (values: ConditionValues<Name>) =>
    (Object.keys(conditions) as Name[]).filter((name) => values[name] !== undefined).sort();
  return {
    shape: (values) =>
      used(values).map((name) => {
        const condition = conditions[name];
        return 'each' in condition ? `${name}:${listOf(values[name]).length}` : name;
      }),
    where: (shape) =>
      and(
        ...shape.map((part) => {
          const [name, length] = part.split(':') as [Name, string | undefined];
          const condition = conditions[name];
          if ('one' in condition) return condition.one(sql.placeholder(name));
          const count = Number(length);
          return condition.each(
            Array.from({ length: count }, (_, index) => sql.placeholder(`${name}_${index}`)),
          );
        }),
      ),
    placeholders: (values) => {
      const filled: Record<string, unknown> = {};
      for (const name of used(values)) {
        const condition = conditions[name];
        if ('one' in condition) filled[name] = values[name];
        else
          listOf(values[name]).forEach((value, index) => {
            filled[`${name}_${index}`] = value;
          });
      }
      return filled;
    },
  };
}

/** The column is one of an array's values (`= any($n)`: one placeholder however long the list). */
export const anyOf = (column: AnyColumn | SQL): Condition => ({
  one: (values) => sql`${column} = any(${values})`,
});

/**
 * The column is one of a short list's values (`in ($1, $2)`). Unlike `= any`, PostgreSQL can
 * search an index by it; and PGlite cannot write an array of an enum type as a parameter.
 */
export const inList = (column: AnyColumn | SQL): Condition => ({
  each: (values) => sql`${column} in (${sql.join(values, sql`, `)})`,
});

export const equalTo = (column: AnyColumn | SQL): Condition => ({
  one: (value) => sql`${column} = ${value}`,
});

export const atLeast = (column: AnyColumn | SQL): Condition => ({
  one: (value) => sql`${column} >= ${value}`,
});

export const atMost = (column: AnyColumn | SQL): Condition => ({
  one: (value) => sql`${column} <= ${value}`,
});
