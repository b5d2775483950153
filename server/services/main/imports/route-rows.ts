import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cities,
  import_process_visits,
  outlets,
  project_outlets as po,
} from '#server/db/schema/index';
import { settledResults } from '#server/imports/field-errors';
import type {
  ImportContext,
  ImportRow,
  KindColumn,
  RowError,
  RowResult,
} from '#server/imports/kind';
import { textsOf } from '#server/imports/resolve';
import { pickUser, usersByLoginOrPhone } from '#server/imports/resolve-users';
import { zonedMoment } from '#server/lib/dates';
import { type PlanOutcome, planVisits, type VisitPlan } from '../visit-schedule/plan-visits';

/** A route plans at most a year of visits per row. */
const MAX_ROUTE_DAYS = 366;

const ROUTE_MESSAGES = {
  outletNotFound: (code: string) => `Торговая точка с кодом «${code}» не найдена в проекте`,
  periodOrder: 'Дата начала не может быть позже даты окончания',
  periodTooLong: `Период маршрута не может быть длиннее ${MAX_ROUTE_DAYS} дней`,
  time: 'Время указывается как ЧЧ:ММ, например 09:30',
  noDays: 'В периоде нет ни одного дня маршрута',
} as const;

/** The columns every route row has: who, where, the period and the visit's times. */
export const routeColumns = {
  executor: {
    key: 'executor',
    header: 'Исполнитель',
    type: 'text',
    required: true,
    example: 'merch1',
    synonyms: ['Исполнитель (логин или телефон)', 'Сотрудник', 'Мерчендайзер'],
    description: 'Логин или телефон исполнителя, состоящего в проекте.',
  },
  outlet: {
    key: 'external_code',
    header: 'Код ТТ',
    type: 'text',
    required: true,
    example: 'TT-0001',
    synonyms: ['Код точки', 'Внешний код'],
    description: 'Код торговой точки проекта.',
  },
  dateFrom: {
    key: 'date_from',
    header: 'Дата начала',
    type: 'date',
    required: true,
    example: '01.12.2026',
    synonyms: ['Начало', 'С'],
    description: 'Первый день периода маршрута.',
  },
  dateTo: {
    key: 'date_to',
    header: 'Дата окончания',
    type: 'date',
    required: true,
    example: '31.12.2026',
    synonyms: ['Окончание', 'По'],
    description: `Последний день периода маршрута; период — не длиннее ${MAX_ROUTE_DAYS} дней.`,
  },
  startTime: {
    key: 'start_time',
    header: 'Время начала',
    type: 'text',
    required: true,
    example: '09:00',
    synonyms: ['Начало визита'],
    description: 'Плановое начало визита, ЧЧ:ММ, по часовому поясу города точки.',
  },
  endTime: {
    key: 'end_time',
    header: 'Время окончания',
    type: 'text',
    required: true,
    example: '10:00',
    synonyms: ['Окончание визита'],
    description: 'Плановое окончание визита, ЧЧ:ММ, по часовому поясу города точки.',
  },
} as const satisfies Record<string, KindColumn>;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The days of a row's period, or a refusal on its end. */
function periodOf(row: ImportRow, errors: RowError[]): string[] {
  const from = dayNumber(String(row.values.date_from));
  const to = dayNumber(String(row.values.date_to));
  const message =
    from > to
      ? ROUTE_MESSAGES.periodOrder
      : to - from + 1 > MAX_ROUTE_DAYS
        ? ROUTE_MESSAGES.periodTooLong
        : undefined;
  if (message) {
    errors.push({ column: 'date_to', message });
    return [];
  }
  return Array.from({ length: to - from + 1 }, (_, i) => dayOfNumber(from + i));
}

/** Monday first, as weekdayOf counts them (1 … 7). */
export const WEEKDAYS = [
  'Понедельник',
  'Вторник',
  'Среда',
  'Четверг',
  'Пятница',
  'Суббота',
  'Воскресенье',
] as const;

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** ISO week number of a day (weeks begin on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(day: string): number {
  const thursday = dayNumber(day) - weekdayOf(day) + 4;
  const yearStart = Date.UTC(new Date(thursday * DAY_MS).getUTCFullYear(), 0, 1) / DAY_MS;
  return Math.floor((thursday - yearStart) / 7) + 1;
}

/**
 * `09:00`, `9:00`, `9.00`, `09:00:00`, a time cell (a date-time at the sheet's epoch) or its
 * day fraction (0,375): `HH:MM`, or undefined.
 */
function timeOf(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  const clock = /(?:^|\s)(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(text);
  let minutes: number | undefined;
  if (clock) {
    const [hours, mins] = [Number(clock[1]), Number(clock[2])];
    if (hours < 24 && mins < 60) minutes = hours * 60 + mins;
  } else if (/^0?[.,]\d+$/.test(text)) {
    minutes = Math.round(Number(text.replace(',', '.')) * 24 * 60);
  }
  if (minutes === undefined || minutes >= 24 * 60) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The project's outlets of a batch's codes with their zone (planVisits refuses inactive ones). */
async function outletsByCode(context: ImportContext, codes: string[]) {
  const found = new Map<string, { id: number; zone: string }>();
  if (codes.length === 0) return found;
  const zoneOf = (city: typeof po.city_id | typeof outlets.city_id) =>
    sql`(select ${cities.timezone} from ${cities} where ${eq(cities.id, city)})`;
  const rows = await context.tx
    .select({
      id: po.id,
      code: po.external_code,
      zone: sql<string | null>`coalesce(${zoneOf(po.city_id)}, ${zoneOf(outlets.city_id)})`,
    })
    .from(po)
    .innerJoin(outlets, eq(outlets.id, po.outlet_id))
    .where(and(eq(po.project_id, context.projectId), inArray(po.external_code, codes)));
  // The zone a city has by default (schema/org.ts) for an outlet without a city.
  for (const row of rows)
    if (row.code) found.set(row.code, { id: row.id, zone: row.zone ?? 'Europe/Moscow' });
  return found;
}

/** A row is as new as its newest visit: created over updated over unchanged. */
const RANK = { unchanged: 0, updated: 1, created: 2 } as const;

/** The schedule's fields a refusal names, as the route row's columns. */
const PLAN_COLUMNS = {
  user_id: 'executor',
  project_outlet_id: 'external_code',
  planned_end: 'end_time',
} as const;

/** The visits the import planned, for the visit report by import (a repeat is kept once). */
async function recordPlannedVisits(context: ImportContext, outcomes: readonly PlanOutcome[]) {
  const ids = [
    ...new Set(outcomes.flatMap((outcome) => (outcome.outcome === 'refused' ? [] : [outcome.id]))),
  ];
  if (ids.length === 0) return;
  await context.tx
    .insert(import_process_visits)
    .values(ids.map((visit_id) => ({ import_process_id: context.processId, visit_id })))
    .onConflictDoNothing();
}

/**
 * Writes route rows as planned visits through the schedule's own write (planVisits): each row
 * plans a visit on each day of its period that `days` picks, at the row's times in the outlet's
 * zone. A row is created when it planned a new visit, updated when it moved one, else unchanged.
 */
export async function writeRoutes(
  context: ImportContext,
  rows: readonly ImportRow[],
  days: (row: ImportRow, period: string[], errors: RowError[]) => string[],
): Promise<RowResult[]> {
  const [executors, outletOf] = await Promise.all([
    usersByLoginOrPhone(context.tx, rows, 'executor'),
    outletsByCode(context, textsOf(rows, 'external_code')),
  ]);
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const plans: { row: number; plan: VisitPlan }[] = [];
  rows.forEach((row, i) => {
    const errors: RowError[] = [];
    const userId = pickUser(executors, row, 'executor', errors);
    const code = String(row.values.external_code);
    const outlet = outletOf.get(code);
    if (!outlet)
      errors.push({ column: 'external_code', message: ROUTE_MESSAGES.outletNotFound(code) });
    const start = timeOf(row.values.start_time);
    if (!start) errors.push({ column: 'start_time', message: ROUTE_MESSAGES.time });
    const end = timeOf(row.values.end_time);
    if (!end) errors.push({ column: 'end_time', message: ROUTE_MESSAGES.time });
    const period = periodOf(row, errors);
    const picked = errors.length ? [] : days(row, period, errors);
    if (!errors.length && picked.length === 0) {
      errors.push({ column: 'date_to', message: ROUTE_MESSAGES.noDays });
    }
    if (errors.length || userId === null || !outlet || !start || !end) {
      results[i] = { outcome: 'refused', errors };
      return;
    }
    for (const day of picked) {
      plans.push({
        row: i,
        plan: {
          user_id: userId,
          project_outlet_id: outlet.id,
          visit_date: day,
          planned_start: zonedMoment(day, start, outlet.zone),
          planned_end: zonedMoment(day, end, outlet.zone),
        },
      });
    }
  });
  const outcomes = await planVisits(
    context.tx,
    context.scope,
    plans.map((entry) => entry.plan),
  );
  await recordPlannedVisits(context, outcomes);
  outcomes.forEach((outcome, j) => {
    const i = plans[j].row;
    const known = results[i];
    if (known?.outcome === 'refused') return;
    if (outcome.outcome === 'refused') {
      const error = { column: PLAN_COLUMNS[outcome.field], message: outcome.message };
      results[i] = { outcome: 'refused', errors: [error] };
    } else if (!known || RANK[outcome.outcome] > RANK[known.outcome]) {
      results[i] = { outcome: outcome.outcome };
    }
  });
  return settledResults(results);
}
