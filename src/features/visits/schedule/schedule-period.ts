import { MAX_SCHEDULE_DAYS } from '#src/contracts/limits';
import { addDays, todayIso } from '#src/lib/dates';

export interface Period {
  /** `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
}

/** Monday to Sunday around `day` (a Russian week, whatever the interface language). */
export function weekOf(day: string = todayIso()): Period {
  const sinceMonday = (new Date(`${day}T00:00:00`).getDay() + 6) % 7;
  const monday = addDays(day, -sinceMonday);
  return { from: monday, to: addDays(monday, 6) };
}

/** The period the address asks for, else the current week; too long a period is cut. */
export function periodOf(from: string | undefined, to: string | undefined): Period {
  if (!from || !to || from > to) return weekOf(from);
  const last = addDays(from, MAX_SCHEDULE_DAYS - 1);
  return { from, to: to > last ? last : to };
}

/** Every day of the period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The same number of days before (-1) or after (+1): the arrows of the toolbar. */
export function shiftPeriod(period: Period, direction: -1 | 1): Period {
  const length = daysOf(period).length;
  return {
    from: addDays(period.from, direction * length),
    to: addDays(period.to, direction * length),
  };
}
