import * as z from 'zod/mini';
import { REQUIRED_FIELD } from './field-constants';

/**
 * The building blocks every request schema takes its ids, dates and texts from, so that a value
 * the database cannot hold is refused by validation (400 with the field) and never reaches a
 * query (where it would fail as a 500).
 */

/** PostgreSQL `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;
/**
 * The most ids one filter takes. The portal sends the values a user picked, a page of rows
 * (BULK_PAGE_SIZE) or the user's projects; far below this. It also keeps a query's bind
 * parameters well under PostgreSQL's limit of 65,535.
 */
export const MAX_ID_LIST = 1000;
/** The dates the product deals in (birth dates, visits, projects); beyond them is a typo. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;
/** A free text with no length of its own (a comment, a search) is bounded by this. */
const MAX_TEXT_LENGTH = 10_000;

export const FIELD_MESSAGES = {
  id: 'Неверный идентификатор',
  tooManyIds: `Не более ${MAX_ID_LIST} значений`,
  date: 'Дата в формате ГГГГ-ММ-ДД',
  dateTime: 'Дата и время в формате ISO 8601 с часовым поясом',
  year: `Год должен быть от ${MIN_YEAR} до ${MAX_YEAR}`,
  nulByte: 'Текст содержит недопустимый символ',
  extendData: 'Дополнительные данные: не более 10 000 знаков, без недопустимых символов',
  nothingToChange: 'Данные не были изменены',
} as const;

/** A row id: a positive PostgreSQL integer. */
export const idSchema = z.int().check(z.positive(), z.maximum(MAX_ID, FIELD_MESSAGES.id));

/**
 * An id in a path or a query string: plain decimal digits only, so `0x10`, `1e3`, `+5` or ` 7`
 * are not read as some other number the way `Number()` would read them.
 */
export const idParamSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/, FIELD_MESSAGES.id)),
    z.transform((text: string) => Number(text)),
  ),
  idSchema,
);

/** `{ id }` of a path such as `/cities/{id}/`. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** A list of ids in a filter: the portal sends arrays; a single value is accepted as well. */
export const idListSchema = z.pipe(
  z.union([z.array(idSchema).check(z.maxLength(MAX_ID_LIST, FIELD_MESSAGES.tooManyIds)), idSchema]),
  z.transform((value: number | number[]) => (Array.isArray(value) ? value : [value])),
);

const yearOf = (iso: string) => Number(iso.slice(0, 4));
const sensibleYear = (iso: string) => yearOf(iso) >= MIN_YEAR && yearOf(iso) <= MAX_YEAR;

/**
 * `YYYY-MM-DD`, the one date format of the spec: a real calendar day (`2026-02-30` is refused,
 * not rolled over to March) in a sensible year.
 */
export const isoDate = (message: string = FIELD_MESSAGES.date) =>
  z.iso.date({ error: message, abort: true }).check(z.refine(sensibleYear, FIELD_MESSAGES.year));
export const isoDateSchema = isoDate();

/** A period `{ start, end }` of two dates, start not after end. */
export const dateRangeSchema = z.strictObject({ start: isoDateSchema, end: isoDateSchema }).check(
  z.refine((range) => range.start <= range.end, {
    message: 'Начало периода не может быть позже конца',
    path: ['end'],
  }),
);

/**
 * A moment with its time zone, e.g. `2026-03-01T09:00:00+03:00`: a real calendar day, a
 * sensible year and an offset the database accepts (within ±14 hours, as every real zone is).
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: FIELD_MESSAGES.dateTime, abort: true })
  .check(
    z.refine(sensibleYear, FIELD_MESSAGES.year),
    z.refine((iso) => {
      const offset = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
      return !offset || Number(offset[2]) * 60 + Number(offset[3]) <= 14 * 60;
    }, FIELD_MESSAGES.dateTime),
  );

const hasNoNul = (text: string) => !text.includes('\u0000');

const sharedSchemas = new Map<string, unknown>();

/**
 * The schema of `key`, built on the first call and shared by every later one. A schema never
 * changes once built (its methods return new ones), so fields of one kind can share one: built
 * per field, the text fields were a third of the schemas a list screen built on start.
 */
export function sharedSchema<S>(key: string, build: () => S): S {
  if (!sharedSchemas.has(key)) sharedSchemas.set(key, build());
  return sharedSchemas.get(key) as S;
}

/**
 * A free text: bounded, and without the NUL character that PostgreSQL cannot store. Trimmed
 * unless `trim: false` (passwords are taken as typed). One schema per kind of text (sharedSchema).
 */
export function textSchema(options: { max?: number; min?: number; trim?: boolean } = {}) {
  const { max = MAX_TEXT_LENGTH, min = 0, trim = true } = options;
  return sharedSchema(`text:${max}:${min}:${trim}`, () =>
    z
      .string()
      .check(
        ...(trim ? [z.trim()] : []),
        ...(min > 0 ? [z.minLength(min, REQUIRED_FIELD)] : []),
        z.maxLength(max),
        z.refine(hasNoNul, FIELD_MESSAGES.nulByte),
      ),
  );
}

/** True when no string inside a JSON value holds a NUL (PostgreSQL's jsonb refuses them too). */
export function jsonHasNoNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNoNul(value);
  if (Array.isArray(value)) return value.every(jsonHasNoNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => hasNoNul(key) && jsonHasNoNul(item));
  }
  return true;
}

/** A PATCH body must change something: `{}` is refused with the spec's "not changed" text. */
export const changesSomething = z.refine<object>(
  (body) => Object.values(body).some((value) => value !== undefined),
  { message: FIELD_MESSAGES.nothingToChange },
);
