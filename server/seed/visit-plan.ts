import type { visits } from '#server/db/schema/index';
import type { VISIT_STATUSES, VISIT_TYPES } from '#src/contracts/enums';
import { addDays, atLocal, type SeedContext } from './context';
import type { ProjectOutletRef } from './seed-outlets';
import type { Executor } from './seed-users';

type Status = (typeof VISIT_STATUSES)[number];
type VisitType = (typeof VISIT_TYPES)[number];
export type VisitRow = typeof visits.$inferInsert & { status: Status };

const PAST_DAYS = 30;
const FUTURE_DAYS = 7;

/** Status mix by day: history is mostly done, today is mid-shift, the future only planned. */
const STATUS_WEIGHTS: Record<'past' | 'today' | 'future', [Status, number][]> = {
  past: [
    ['completed', 80],
    ['not_completed', 10],
    ['new', 4],
    ['planned', 4],
    ['in_progress', 2],
  ],
  today: [
    ['completed', 52],
    ['in_progress', 14],
    ['new', 14],
    ['planned', 12],
    ['not_completed', 8],
  ],
  future: [
    ['planned', 85],
    ['new', 15],
  ],
};
const TYPE_WEIGHTS: [VisitType, number][] = [
  ['visit', 88],
  ['joint_tour', 5],
  ['audit', 4],
  ['instant_merch', 3],
];

function pick<T>(ctx: SeedContext, weights: [T, number][]): T {
  return ctx.faker.helpers.weightedArrayElement(
    weights.map(([value, weight]) => ({ value, weight })),
  );
}

/**
 * Each executor works a route (a slice of the project's outlets) for the last 30 days, today and
 * the next week, 1–4 visits a day.
 */
export function planVisits(
  ctx: SeedContext,
  executors: Executor[],
  outlets: ProjectOutletRef[],
  failResultIds: number[],
): VisitRow[] {
  const { faker } = ctx;
  const rows: VisitRow[] = [];
  const nowMs = ctx.now.getTime();
  const midnight = new Date(ctx.now).setHours(0, 0, 0, 0);
  const routes = executors.map((e, k) => {
    const own = outlets.filter((o) => o.projectId === e.projectId);
    const peers = executors.filter((x) => x.projectId === e.projectId);
    const slot = peers.indexOf(e);
    const route = own.filter((_, i) => i % peers.length === slot);
    return route.length > 0 ? route : [own[k % own.length]];
  });
  for (let offset = -PAST_DAYS; offset <= FUTURE_DAYS; offset++) {
    const day = addDays(ctx.today, offset);
    const when = offset < 0 ? 'past' : offset === 0 ? 'today' : 'future';
    for (const [k, executor] of executors.entries()) {
      const count =
        when === 'future'
          ? faker.number.int({ min: 1, max: 2 })
          : faker.number.int({ min: 1, max: 4 });
      for (let j = 0; j < count; j++) {
        const outlet = faker.helpers.arrayElement(routes[k]);
        const status = pick(ctx, STATUS_WEIGHTS[when]);
        const plannedStart = atLocal(
          day,
          9 * 60 + j * 100 + faker.number.int({ min: 0, max: 30 }),
          outlet.offset,
        );
        const row: VisitRow = {
          project_id: executor.projectId,
          project_outlet_id: outlet.id,
          user_id: executor.userId,
          manager_id: executor.managerId,
          project_retail_id: outlet.projectRetailId,
          branch_id: outlet.branchId,
          territory_id: outlet.territoryId,
          city_id: outlet.cityId,
          visit_type: pick(ctx, TYPE_WEIGHTS),
          status,
          visit_date: day,
          planned_start: plannedStart,
          planned_end: new Date(plannedStart.getTime() + 60 * 60_000),
          external_code: faker.datatype.boolean(0.4) ? `RT-${faker.string.numeric(8)}` : null,
          allow_without_geo: faker.datatype.boolean(0.03),
        };
        if (status === 'completed' || status === 'in_progress' || status === 'not_completed') {
          let started = plannedStart.getTime() + faker.number.int({ min: -20, max: 40 }) * 60_000;
          // Today's work has already happened: keep it in the past. Drawn unconditionally so the
          // random sequence, and so the whole data set, does not depend on the time of day.
          const earlier = nowMs - faker.number.int({ min: 30, max: 360 }) * 60_000;
          if (started > nowMs - 30 * 60_000) started = Math.max(earlier, midnight);
          const seconds = faker.number.int({ min: 12 * 60, max: 75 * 60 });
          Object.assign(row, {
            started_at: new Date(started),
            start_lat:
              outlet.lat + faker.number.float({ min: -0.0008, max: 0.0008, fractionDigits: 6 }),
            start_lon:
              outlet.lon + faker.number.float({ min: -0.0012, max: 0.0012, fractionDigits: 6 }),
            start_distance: faker.datatype.boolean(0.05)
              ? faker.number.int({ min: 550, max: 2500 })
              : faker.number.int({ min: 3, max: 180 }),
            has_saved_data: status !== 'not_completed',
          });
          if (status !== 'in_progress') {
            row.finished_at = new Date(
              Math.max(started, Math.min(started + seconds * 1000, nowMs - 60_000)),
            );
            row.duration = Math.round((row.finished_at.getTime() - started) / 1000);
            row.finish_lat = row.start_lat;
            row.finish_lon = row.start_lon;
          }
        }
        if (status === 'not_completed') {
          row.visit_fail_result_id = faker.helpers.arrayElement(failResultIds);
          row.comment = 'Визит не выполнен, причина указана исполнителем.';
        }
        if (when === 'past' && faker.datatype.boolean(0.01)) row.deleted_at = ctx.now;
        rows.push(row);
      }
    }
  }
  return rows;
}
