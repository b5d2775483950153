/**
 * Filter state in the address query (spec section 3): one codec per key turns what the URL holds
 * into a typed value and back. The router keeps the *encoded* form as the route's search, so
 * links stay short and readable — `?statuses=pending,done&date_from=2026-03-01&page=2` — and
 * anything a person types or an old link carries is read leniently, invalid parts dropped.
 *
 * The router's default serialiser writes numbers and booleans bare and JSON-quotes only strings
 * that would read back as another type, so `encode` emits a single id as a number.
 */
import { parseDay, todayIso } from '#src/lib/dates';

type SearchValue = string | number | boolean;

export interface FieldCodec<T> {
  /** From whatever the URL parser produced (string, number, boolean, array); undefined if unusable. */
  decode(raw: unknown): T | undefined;
  /** To the URL; undefined leaves the key out (empty lists, default values). */
  encode(value: T): SearchValue | undefined;
}

/** Items of a list however it arrives: `[1,2]`, `'1,2'`, `1`, `'done'`. */
function itemsOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(',').map((part) => part.trim());
  return raw === undefined || raw === null ? [] : [raw];
}

function positiveInt(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** Ids (`user_ids`, `city_ids`, …): positive integers, repeats dropped. */
export const idsCodec: FieldCodec<number[]> = {
  decode: (raw) => {
    const ids = unique(
      itemsOf(raw)
        .map(positiveInt)
        .filter((id) => id !== undefined),
    );
    return ids.length ? ids : undefined;
  },
  encode: (ids) => (ids.length === 0 ? undefined : ids.length === 1 ? ids[0] : ids.join(',')),
};

/** Values of a closed list (`statuses`, `roles`): unknown ones dropped. */
export function oneOfListCodec<T extends string>(allowed: readonly T[]): FieldCodec<T[]> {
  const known = new Set<string>(allowed);
  return {
    decode: (raw) => {
      const values = unique(
        itemsOf(raw).filter((item): item is T => typeof item === 'string' && known.has(item)),
      );
      return values.length ? values : undefined;
    },
    encode: (values) => (values.length ? values.join(',') : undefined),
  };
}

/** `YYYY-MM-DD` (spec section 9), a real calendar day. */
export const dateCodec: FieldCodec<string> = {
  decode: (raw) => (typeof raw === 'string' ? (parseDay(raw) ?? undefined) : undefined),
  encode: (value) => value,
};

/** A day that reads as today when the address has none (a list that opens on today). */
export const todayCodec: FieldCodec<string> = {
  decode: (raw) => dateCodec.decode(raw) ?? todayIso(),
  encode: (day) => day,
};

/** A finite number (`price_lower`); a numeric string is read too. */
export const numberCodec: FieldCodec<number> = {
  decode: (raw) => {
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  },
  encode: (value) => value,
};

/** `true` / `false`; also the strings, and 1 / 0. */
export const booleanCodec: FieldCodec<boolean> = {
  decode: (raw) => {
    if (raw === true || raw === 'true' || raw === 1 || raw === '1') return true;
    if (raw === false || raw === 'false' || raw === 0 || raw === '0') return false;
    return undefined;
  },
  encode: (value) => value,
};

/** Free text (a search box), trimmed; empty is absent. */
export const textCodec: FieldCodec<string> = {
  decode: (raw) => {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    return text ? text.slice(0, 200) : undefined;
  },
  encode: (value) => value.trim() || undefined,
};

/** A page number, 1-based; page 1 is left out of the URL. */
export const pageCodec: FieldCodec<number> = {
  decode: positiveInt,
  encode: (page) => (page > 1 ? page : undefined),
};

// biome-ignore lint/suspicious/noExplicitAny: a codec map holds codecs of different value types.
export type CodecMap = Record<string, FieldCodec<any>>;
export type DecodedSearch<C extends CodecMap> = {
  [K in keyof C]?: C[K] extends FieldCodec<infer T> ? T : never;
};
export type SearchOf<C extends CodecMap> = { [K in keyof C]?: SearchValue };

export interface SearchCodec<C extends CodecMap> {
  codecs: C;
  decode(search: Record<string, unknown>): DecodedSearch<C>;
  encode(values: DecodedSearch<C>): SearchOf<C>;
  /**
   * For a route's `validateSearch`: the known keys in their canonical encoded form. Every key
   * is present, absent ones as undefined: the router lays the validated search over the raw
   * one, so a key left out would let an invalid raw value through.
   */
  validateSearch(search: Record<string, unknown>): SearchOf<C>;
}

export function createSearchCodec<C extends CodecMap>(codecs: C): SearchCodec<C> {
  const keys = Object.keys(codecs) as (keyof C & string)[];
  const decode = (search: Record<string, unknown>) => {
    const values: DecodedSearch<C> = {};
    for (const key of keys) {
      const value = codecs[key].decode(search[key]);
      if (value !== undefined) values[key] = value;
    }
    return values;
  };
  const encode = (values: DecodedSearch<C>) => {
    const search: SearchOf<C> = {};
    for (const key of keys) {
      const value = values[key];
      const encoded = value === undefined ? undefined : codecs[key].encode(value);
      if (encoded !== undefined) search[key] = encoded;
    }
    return search;
  };
  const validateSearch = (search: Record<string, unknown>) => {
    const blank = Object.fromEntries(keys.map((key) => [key, undefined])) as SearchOf<C>;
    return { ...blank, ...encode(decode(search)) };
  };
  return { codecs, decode, encode, validateSearch };
}
