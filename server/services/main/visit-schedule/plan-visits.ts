import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { project_outlets, user_projects, visits } from '#server/db/schema/index';
import { EDITABLE_VISIT_STATUSES, VISIT_SCHEDULE_MESSAGES } from '#src/contracts/visit-schedule';

const M = VISIT_SCHEDULE_MESSAGES;
/** A visit inserts 13 values; PostgreSQL takes at most 65,535 parameters in one statement. */
const VISITS_PER_INSERT = 2000;

/** Changed only while still editable: a visit started meanwhile is not moved under its executor. */
export const stillEditable = (id: number) =>
  and(
    eq(visits.id, id),
    isNull(visits.deleted_at),
    inArray(visits.status, [...EDITABLE_VISIT_STATUSES]),
  );

/** A visit to plan: its executor, project outlet, calendar day and planned moments. */
export interface VisitPlan {
  user_id: number;
  project_outlet_id: number;
  visit_date: string;
  planned_start: Date;
  planned_end: Date;
}

/** A plan the schedule's rules refuse, on the field the form shows it on. */
interface PlanRefusal {
  field: 'project_outlet_id' | 'planned_end' | 'user_id';
  message: string;
}

/**
 * The visits the plans would insert, checked as the schedule's form checks one (an active
 * outlet of the permitted projects, start not after end, the executor an active member of the
 * outlet's project, whose manager the visit takes), in two queries for any number of plans.
 */
export async function plannedVisits(
  db: Database,
  projectIds: number[],
  plans: readonly VisitPlan[],
): Promise<(typeof visits.$inferInsert | PlanRefusal)[]> {
  const outletIds = [...new Set(plans.map((plan) => plan.project_outlet_id))];
  const outletRows =
    projectIds.length && outletIds.length
      ? await db
          .select()
          .from(project_outlets)
          .where(
            and(
              inArray(project_outlets.id, outletIds),
              eq(project_outlets.is_active, true),
              inArray(project_outlets.project_id, projectIds),
            ),
          )
      : [];
  const outletOf = new Map(outletRows.map((row) => [row.id, row]));
  const userIds = [...new Set(plans.map((plan) => plan.user_id))];
  // activeMembership's rule (crud/project-references.ts), asked for every plan at once.
  const memberships = outletRows.length
    ? await db
        .select({
          user_id: user_projects.user_id,
          project_id: user_projects.project_id,
          manager_id: user_projects.manager_id,
        })
        .from(user_projects)
        .where(
          and(
            inArray(user_projects.user_id, userIds),
            inArray(user_projects.project_id, [
              ...new Set(outletRows.map((row) => row.project_id)),
            ]),
            eq(user_projects.is_active, true),
          ),
        )
    : [];
  const memberOf = new Map(memberships.map((row) => [`${row.user_id}:${row.project_id}`, row]));
  return plans.map((plan) => {
    const outlet = outletOf.get(plan.project_outlet_id);
    if (!outlet) return { field: 'project_outlet_id', message: M.outletNotFound };
    if (plan.planned_start > plan.planned_end) {
      return { field: 'planned_end', message: M.startAfterEnd };
    }
    const member = memberOf.get(`${plan.user_id}:${outlet.project_id}`);
    if (!member) return { field: 'user_id', message: M.executorNotInProject };
    // Org placement is copied from the outlet, as every visit carries it (schema/visits.ts).
    return {
      project_id: outlet.project_id,
      project_outlet_id: outlet.id,
      user_id: plan.user_id,
      manager_id: member.manager_id,
      project_retail_id: outlet.project_retail_id,
      branch_id: outlet.branch_id,
      territory_id: outlet.territory_id,
      city_id: outlet.city_id,
      visit_type: 'visit',
      status: 'planned',
      visit_date: plan.visit_date,
      planned_start: plan.planned_start,
      planned_end: plan.planned_end,
    };
  });
}

export const isRefusal = (value: object): value is PlanRefusal => 'message' in value;

export type PlanOutcome =
  | { outcome: 'created' | 'updated' | 'unchanged'; id: number }
  | ({ outcome: 'refused' } & PlanRefusal);

const dayKey = (plan: Pick<VisitPlan, 'user_id' | 'project_outlet_id' | 'visit_date'>) =>
  `${plan.user_id}:${plan.project_outlet_id}:${plan.visit_date}`;

/**
 * Plans visits in bulk (a route imported from a file) by the form's rules, so that planning the
 * same again changes nothing: where the executor has a visit at the outlet that day already, a
 * planned or new one takes the plan's times and one begun or done is left as it is. Plans of one
 * call for the same executor, outlet and day are one visit.
 */
export async function planVisits(
  db: Database,
  projectIds: number[],
  plans: readonly VisitPlan[],
): Promise<PlanOutcome[]> {
  const planned = await plannedVisits(db, projectIds, plans);
  const valid = planned.flatMap((values) => (isRefusal(values) ? [] : [values]));
  const existing = valid.length
    ? await db
        .select({
          id: visits.id,
          user_id: visits.user_id,
          project_outlet_id: visits.project_outlet_id,
          visit_date: visits.visit_date,
          status: visits.status,
          planned_start: visits.planned_start,
          planned_end: visits.planned_end,
        })
        .from(visits)
        .where(
          and(
            inArray(visits.user_id, [...new Set(valid.map((values) => values.user_id ?? 0))]),
            inArray(visits.project_outlet_id, [
              ...new Set(valid.map((values) => values.project_outlet_id)),
            ]),
            inArray(visits.visit_date, [...new Set(valid.map((values) => values.visit_date))]),
            isNull(visits.deleted_at),
          ),
        )
        .orderBy(asc(visits.id))
    : [];
  const editable = (status: string) =>
    (EDITABLE_VISIT_STATUSES as readonly string[]).includes(status);
  const visitOn = new Map<string, (typeof existing)[number]>();
  for (const visit of existing) {
    const key = dayKey({ ...visit, user_id: visit.user_id ?? 0 });
    const known = visitOn.get(key);
    if (!known || (!editable(known.status) && editable(visit.status))) visitOn.set(key, visit);
  }
  const outcomes: (PlanOutcome | undefined)[] = plans.map(() => undefined);
  const inserts: { index: number; values: typeof visits.$inferInsert }[] = [];
  const firstOfDay = new Map<string, number>();
  for (const [index, values] of planned.entries()) {
    if (isRefusal(values)) {
      outcomes[index] = { outcome: 'refused', ...values };
      continue;
    }
    const key = dayKey(plans[index]);
    if (firstOfDay.has(key)) continue;
    firstOfDay.set(key, index);
    const visit = visitOn.get(key);
    if (!visit) {
      inserts.push({ index, values });
      continue;
    }
    const same =
      visit.planned_start?.getTime() === plans[index].planned_start.getTime() &&
      visit.planned_end?.getTime() === plans[index].planned_end.getTime();
    if (same || !editable(visit.status)) {
      outcomes[index] = { outcome: 'unchanged', id: visit.id };
      continue;
    }
    await db
      .update(visits)
      .set({ planned_start: plans[index].planned_start, planned_end: plans[index].planned_end })
      .where(stillEditable(visit.id));
    outcomes[index] = { outcome: 'updated', id: visit.id };
  }
  for (let start = 0; start < inserts.length; start += VISITS_PER_INSERT) {
    const chunk = inserts.slice(start, start + VISITS_PER_INSERT);
    const created = await db
      .insert(visits)
      .values(chunk.map((entry) => entry.values))
      .returning({ id: visits.id });
    chunk.forEach((entry, i) => {
      outcomes[entry.index] = { outcome: 'created', id: created[i].id };
    });
  }
  // A repeat of a day planned earlier in the call adds nothing to its visit.
  return plans.map((plan, index) => {
    const own = outcomes[index];
    if (own) return own;
    const first = outcomes[firstOfDay.get(dayKey(plan)) ?? index];
    if (!first || first.outcome === 'refused') throw new Error('a repeated plan without its day');
    return { outcome: 'unchanged', id: first.id };
  });
}
