import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, timestamp } from 'drizzle-orm/pg-core';
import { type EntityRules, formatConstraint, rangeConstraint } from '#src/contracts/entity-rules';

/** Identity primary key; the one id style used by every table. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const tstz = () => timestamp({ withTimezone: true });

/**
 * The CHECK of every numeric range and text format the entity's contract declares, named so the
 * server answers its refusal on the field with the rule's text: the contract and the database
 * hold one rule.
 */
export function ruleChecks(
  table: string,
  columns: Record<string, AnyPgColumn>,
  rules: EntityRules,
) {
  const columnOf = (field: string) => {
    const column = columns[field];
    if (!column) throw new Error(`${table}: no column ${field} for its rule`);
    return column;
  };
  const ranges = Object.entries(rules.ranges ?? {}).map(([field, { min, max }]) =>
    check(
      rangeConstraint(table, field),
      sql`${columnOf(field)} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`,
    ),
  );
  const formats = Object.entries(rules.formats ?? {}).map(([field, { pattern }]) => {
    if (pattern.includes("'")) throw new Error(`${table}.${field}: a quote in its format`);
    return check(
      formatConstraint(table, field),
      sql`${columnOf(field)} ~ ${sql.raw(`'${pattern}'`)}`,
    );
  });
  return [...ranges, ...formats];
}

/** created_at / updated_at on every table; drizzle refreshes updated_at on each update. */
export const timestamps = {
  created_at: tstz().notNull().defaultNow(),
  updated_at: tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
