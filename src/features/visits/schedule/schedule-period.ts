import dayjs from 'dayjs';
import { MAX_SCHEDULE_DAYS } from '../../../contracts/limits';

export interface Period {
  /** `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
}

const ISO = 'YYYY-MM-DD';

/** Monday to Sunday around `day` (a Russian week, whatever the interface language). */
export function weekOf(day: string = dayjs().format(ISO)): Period {
  const date = dayjs(day);
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  return { from: monday.format(ISO), to: monday.add(6, 'day').format(ISO) };
}

/** The period the address asks for, else the current week; too long a period is cut. */
export function periodOf(from: string | undefined, to: string | undefined): Period {
  if (!from || !to || from > to) return weekOf(from);
  const last = dayjs(from)
    .add(MAX_SCHEDULE_DAYS - 1, 'day')
    .format(ISO);
  return { from, to: to > last ? last : to };
}

/** Every day of the period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = dayjs(period.from); day.format(ISO) <= period.to; day = day.add(1, 'day')) {
    days.push(day.format(ISO));
  }
  return days;
}

/** The same number of days before (-1) or after (+1): the arrows of the toolbar. */
export function shiftPeriod(period: Period, direction: -1 | 1): Period {
  const length = daysOf(period).length;
  return {
    from: dayjs(period.from)
      .add(direction * length, 'day')
      .format(ISO),
    to: dayjs(period.to)
      .add(direction * length, 'day')
      .format(ISO),
  };
}

/** `2026-11-21` and `09:30` as the moment the browser means, with its offset. */
export function momentOf(day: string, time: string): string {
  return dayjs(`${day}T${time}`).format('YYYY-MM-DDTHH:mm:ssZ');
}
