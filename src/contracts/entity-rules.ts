import * as z from 'zod/mini';
import { textSchema } from './fields';

/**
 * What an entity accepts beyond the shape of its fields, declared once with its endpoints: the
 * server maps the database's refusals to these texts, the database enforces them, and the
 * generated API samples test each one.
 */

/**
 * A key no two rows may share. The database enforces it with `constraint` (a unique index,
 * texts compared lower-cased unless `exact`, a missing value as one value of its own); a second row is
 * refused with 409 and `message` on `field`, the one a form marks.
 */
interface UniqueKey {
  constraint: string;
  /** The written fields that make the key (the parent's id first, as in the index). */
  fields: readonly string[];
  field: string;
  message: string;
  /** Texts compared as written (codes, barcodes); the index is on the plain columns. */
  exact?: true;
}

/** The whole numbers a field accepts, both ends included. */
export interface NumberRange {
  min: number;
  max: number;
}

/**
 * The form a text field's value takes, as a regular expression both JavaScript and PostgreSQL
 * read alike, and the fuzz can generate from: no flags, no lookaround; `\s` and classes. A
 * missing value passes.
 */
export interface TextFormat {
  pattern: string;
  message: string;
  /** A value it accepts (the samples write it) and one it refuses (the samples try it). */
  example: string;
  counterexample: string;
}

export interface EntityRules {
  unique?: readonly UniqueKey[];
  /** By field: the create and patch schemas take the field from intInRange. */
  ranges?: Readonly<Record<string, NumberRange>>;
  /** By field: the create and patch schemas take the field from textInFormat. */
  formats?: Readonly<Record<string, TextFormat>>;
}

export const rangeMessage = ({ min, max }: NumberRange) => `Допустимо от ${min} до ${max}`;

/** A whole number within `range`, refused with the range's text either side. */
export function intInRange(range: NumberRange) {
  const message = rangeMessage(range);
  return z.int().check(z.minimum(range.min, message), z.maximum(range.max, message));
}

/** The name of the CHECK constraint holding `field` of `table` in its range. */
export const rangeConstraint = (table: string, field: string) => `${table}_${field}_range`;

/** An optional text field in `format`, refused with its text otherwise. */
export function textInFormat(format: TextFormat, max = 255) {
  const pattern = new RegExp(format.pattern);
  return z.optional(z.nullable(textSchema({ max }).check(z.regex(pattern, format.message))));
}

/** The name of the CHECK constraint holding `field` of `table` in its format. */
export const formatConstraint = (table: string, field: string) => `${table}_${field}_format`;

/**
 * An amount with its unit, as products write their volume: a number above zero (a decimal
 * point or comma), then optionally the unit ("500 мл", "0,5 л", "1 шт"); or nothing.
 */
export const POSITIVE_AMOUNT: TextFormat = {
  pattern:
    '^$|^([0-9]*[1-9][0-9]*([.,][0-9]+)?|[0-9]+[.,][0-9]*[1-9][0-9]*)( ?[^0-9\\s.,-][^0-9]*)?$',
  message: 'Укажите число больше нуля и, если нужно, единицу: «500 мл»',
  example: '500 мл',
  counterexample: '-5',
};
