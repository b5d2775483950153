const pad = (value: number) => String(value).padStart(2, '0');

/** Today as `YYYY-MM-DD` in the server's time zone (the spec's one date format). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const midnight = (day: string, days = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + days);
  return date;
};

/**
 * Spec section 9's interval of days, in the server's time zone as todayIso counts them: from
 * 00:00:00 of `from` through 23:59:59 of `to`. The end is given as the next midnight, to compare
 * with `<`, so a moment within the last second (23:59:59.5) is still the day's. Either end may
 * be left open.
 */
export function dayInterval(
  from: string | undefined,
  to: string | undefined,
): { start?: Date; before?: Date } {
  return {
    start: from ? midnight(from) : undefined,
    before: to ? midnight(to, 1) : undefined,
  };
}

/** 23:59:59 of `day`: the last moment of the interval, for a deadline stored as a moment. */
export const dayEnd = (day: string): Date => new Date(midnight(day, 1).getTime() - 1000);

/** One formatter a zone: building one costs far more than using it. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneParts(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** How far the wall clock of `zone` is ahead of UTC at `moment`, in milliseconds. */
function zoneOffset(format: Intl.DateTimeFormat, moment: number): number {
  const parts = format.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(moment / 1000) * 1000;
}

/**
 * The moment a wall clock in the IANA `zone` shows `time` (`HH:MM`) on `day` (`YYYY-MM-DD`),
 * whatever the server's own zone: a visit planned for 09:00 in Yekaterinburg starts at 04:00 UTC.
 */
export function zonedMoment(day: string, time: string, zone: string): Date {
  const format = zoneParts(zone);
  const wall = Date.parse(`${day}T${time}:00Z`);
  // Twice: the offset at the first guess may differ from the offset at the answer (a DST edge).
  const first = wall - zoneOffset(format, wall);
  return new Date(wall - zoneOffset(format, first));
}

/**
 * The wall clock `zone` shows at `moment`, as a Date whose UTC fields hold it: what a spreadsheet
 * cell shows as the moment's local date and time (a cell has no zone).
 */
export function wallClock(moment: Date, zone: string): Date {
  return new Date(moment.getTime() + zoneOffset(zoneParts(zone), moment.getTime()));
}
