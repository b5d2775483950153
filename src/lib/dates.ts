import dayjs from 'dayjs';

/**
 * The one way the portal writes dates and times: spec section 9's `YYYY-MM-DD` for days (on
 * screen, in inputs, in the address and in calls) and 24-hour `HH:mm` times, whatever the
 * browser's locale. Moments are shown in the browser's time zone.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the browser's time zone. */
export const todayIso = (): string => dayjs().format(DATE_FORMAT);

/** `day` moved by `days` (back when negative). */
export const addDays = (day: string, days: number): string =>
  dayjs(day).add(days, 'day').format(DATE_FORMAT);

/** A typed `YYYY-MM-DD` that names a real day, else null (`2026-02-30` is not one). */
export function parseDay(text: string): string | null {
  const day = text.trim();
  return DAY.test(day) && dayjs(day).format(DATE_FORMAT) === day ? day : null;
}

/** A calendar day as it is; a moment as its day here. Null stays null: the caller says how. */
export function formatDate(value: string): string;
export function formatDate(value: string | null | undefined): string | null;
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  return DAY.test(value) ? value : dayjs(value).format(DATE_FORMAT);
}

/** A moment's time here: `09:35`. */
export function formatTime(value: string): string;
export function formatTime(value: string | null | undefined): string | null;
export function formatTime(value: string | null | undefined): string | null {
  return value ? dayjs(value).format(TIME_FORMAT) : null;
}

/** A moment here: `2026-11-21 09:35`. */
export function formatDateTime(value: string): string;
export function formatDateTime(value: string | null | undefined): string | null;
export function formatDateTime(value: string | null | undefined): string | null {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : null;
}

/** The day of the week in the interface's `locale`: `суббота`, or `сб` when `short`. */
export const weekdayOf = (day: string, locale: string, short = false): string =>
  dayjs(day)
    .locale(locale)
    .format(short ? 'dd' : 'dddd');

/** `09:30–10:30`: a planned or actual span on one line; a dash for a missing end. */
export function formatSpan(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${formatTime(start) ?? '—'}–${formatTime(end) ?? '—'}`;
}

/**
 * A period of days from the address, in order, `fallback` (today) for a missing end. The
 * services count it from 00:00:00 of `start` to 23:59:59 of `end` (server/lib/dates.ts).
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  fallback: string = todayIso(),
): { start: string; end: string } {
  const start = from ?? fallback;
  const end = to ?? fallback;
  return start <= end ? { start, end } : { start: end, end: start };
}

/** A local date and time (`2026-11-21 09:30`) as the moment the browser means, with its offset. */
export const toMoment = (local: string): string => dayjs(local).format('YYYY-MM-DDTHH:mm:ssZ');

/** A day and a `HH:mm` time as the moment the browser means, with its offset. */
export const momentOf = (day: string, time: string): string => toMoment(`${day}T${time}`);
