import * as z from 'zod/mini';

/**
 * What an entity accepts beyond the shape of its fields, declared once with its endpoints: the
 * server maps the database's refusals to these texts, the database enforces them, and the
 * generated API samples test each one.
 */

/**
 * A key no two rows may share. The database enforces it with `constraint` (a unique index,
 * texts compared lower-cased, a missing value as one value of its own); a second row is
 * refused with 409 and `message` on `field`, the one a form marks.
 */
interface UniqueKey {
  constraint: string;
  /** The written fields that make the key (the parent's id first, as in the index). */
  fields: readonly string[];
  field: string;
  message: string;
}

/** The whole numbers a field accepts, both ends included. */
export interface NumberRange {
  min: number;
  max: number;
}

export interface EntityRules {
  unique?: readonly UniqueKey[];
  /** By field: the create and patch schemas take the field from intInRange. */
  ranges?: Readonly<Record<string, NumberRange>>;
}

export const rangeMessage = ({ min, max }: NumberRange) => `Допустимо от ${min} до ${max}`;

/** A whole number within `range`, refused with the range's text either side. */
export function intInRange(range: NumberRange) {
  const message = rangeMessage(range);
  return z.int().check(z.minimum(range.min, message), z.maximum(range.max, message));
}

/** The name of the CHECK constraint holding `field` of `table` in its range. */
export const rangeConstraint = (table: string, field: string) => `${table}_${field}_range`;
