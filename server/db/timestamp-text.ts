/** PostgreSQL's type id of `timestamptz`. */
export const TIMESTAMPTZ = 1184;

const ZERO = 48;
const PLUS = 43;
const DOT = 46;

/**
 * A reader of `timestamptz` text as PostgreSQL writes it ('2026-11-27 08:03:00.123456+00') into
 * the ISO 8601 text the API answers ('2026-11-27T08:03:00.123Z'), the milliseconds truncated as
 * a Date truncates them. In a UTC session (the server's and PGlite's) it reads by position: the
 * driver's parse into a Date and the Date's toISOString cost more CPU than the rest of a list's
 * rows. Any other form (another zone, a year past 9999, BC) goes through the driver's own
 * `parse`.
 */
export function timestamptzAsIso(parse: (text: string) => unknown) {
  return (text: string): string => {
    const length = text.length;
    if (
      length >= 22 &&
      length <= 29 &&
      text.charCodeAt(length - 3) === PLUS &&
      text.charCodeAt(length - 2) === ZERO &&
      text.charCodeAt(length - 1) === ZERO &&
      text.charCodeAt(10) === 32 &&
      text.charCodeAt(19) === (length === 22 ? PLUS : DOT)
    ) {
      const fraction = length === 22 ? '000' : `${text.slice(20, length - 3)}00`.slice(0, 3);
      return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
    }
    const parsed = parse(text);
    if (parsed instanceof Date && !Number.isNaN(parsed.getTime())) return parsed.toISOString();
    throw new RangeError(`not a timestamp with time zone: ${text}`);
  };
}
