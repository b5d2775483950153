import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { listRows } from '#server/crud/read-rows';
import type { Database } from '#server/db/client';
import {
  planogram_outlets as links,
  planograms,
  project_outlets as po,
} from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import {
  MAX_LINKED_AT_ONCE,
  PLANOGRAM_MESSAGES,
  type PlanogramOutletFilter,
  type planogramLinkRequestSchema,
  type planogramUnlinkRequestSchema,
} from '#src/contracts/catalog/planograms';
import { projectOutletsResource } from './project-outlets';

/** Names a refusal shows before 'и ещё N'. */
const NAMED = 10;

/** 'A, B, C' or 'A, B, … и ещё 12': the outlets a refusal is about. */
function namesOf(names: readonly string[]): string {
  const shown = names.slice(0, NAMED).join(', ');
  return names.length > NAMED ? `${shown} и ещё ${names.length - NAMED}` : shown;
}

/** The planogram, when its project is one where the caller may change planograms; else 404. */
async function ownPlanogram(db: Database, id: number, permitted: readonly number[]) {
  const [row] = permitted.length
    ? await db
        .select({ id: planograms.id, projectId: planograms.project_id })
        .from(planograms)
        .where(and(eq(planograms.id, id), inArray(planograms.project_id, [...permitted])))
    : [];
  if (!row) throw new ApiError(404, PLANOGRAM_MESSAGES.planogramNotFound);
  return row;
}

/** The named project outlets, all of the planogram's project; 400 naming the ids otherwise. */
async function namedOutlets(db: Database, projectId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: po.id, name: po.name, projectId: po.project_id })
    .from(po)
    .where(inArray(po.id, unique));
  const own = rows.filter((row) => row.projectId === projectId);
  if (own.length < unique.length) {
    const found = new Set(own.map((row) => row.id));
    const foreign = unique.filter((id) => !found.has(id)).map(String);
    const message = `${PLANOGRAM_MESSAGES.notInProject}: ${namesOf(foreign)}`;
    throw new ApiError(400, message, [{ field: 'project_outlet_ids', message }]);
  }
  return own;
}

/** The project's outlets matching the outlets list's filter. */
async function matchingOutlets(db: Database, projectId: number, filter: PlanogramOutletFilter) {
  const page = await listRows(
    db,
    projectOutletsResource,
    { ...filter, limit: MAX_LINKED_AT_ONCE + 1, offset: 0 },
    [projectId],
  );
  if (page.items.length === 0) {
    throw new ApiError(400, PLANOGRAM_MESSAGES.nothingMatches, [
      { field: 'filter', message: PLANOGRAM_MESSAGES.nothingMatches },
    ]);
  }
  if (page.items.length > MAX_LINKED_AT_ONCE) {
    throw new ApiError(400, PLANOGRAM_MESSAGES.tooManyOutlets, [
      { field: 'filter', message: PLANOGRAM_MESSAGES.tooManyOutlets },
    ]);
  }
  return page.items.map((row) => ({ id: row.id as number, name: row.name as string }));
}

/** 409 naming the outlets that follow the planogram already (spec section 8). */
function alreadyLinked(names: readonly string[]): ApiError {
  const message = names.length
    ? `${PLANOGRAM_MESSAGES.alreadyLinked}: ${namesOf(names)}`
    : PLANOGRAM_MESSAGES.alreadyLinked;
  return new ApiError(409, message, [{ field: 'project_outlet_ids', message }]);
}

/** Links the outlets (of the planogram's project) not linked yet: the ids of those it linked. */
async function insertLinks(db: Database, planogramId: number, outletIds: readonly number[]) {
  if (outletIds.length === 0) return [];
  const inserted = await db
    .insert(links)
    .values(outletIds.map((id) => ({ planogram_id: planogramId, project_outlet_id: id })))
    .onConflictDoNothing()
    .returning({ outlet: links.project_outlet_id });
  return inserted.map((row) => row.outlet);
}

/**
 * Outlets of the planogram's project start following it, those that follow it already are left
 * as they are (an import naming a link twice changes nothing): the outlets it linked.
 */
export async function linkNewPlanogramOutlets(
  db: Database,
  planogramId: number,
  outletIds: readonly number[],
): Promise<Set<number>> {
  return new Set(await insertLinks(db, planogramId, [...new Set(outletIds)]));
}

/**
 * Outlets start following a planogram of the permitted projects: the named ones or all matching
 * the outlets list's filter, all of the planogram's project. Refused as a whole (409) when one
 * of them follows it already (decision 032). Answers how many were linked.
 */
export async function linkPlanogramOutlets(
  db: Database,
  input: z.output<typeof planogramLinkRequestSchema>,
  permitted: readonly number[],
): Promise<{ linked: number }> {
  const planogram = await ownPlanogram(db, input.planogram_id, permitted);
  const targets = input.filter
    ? await matchingOutlets(db, planogram.projectId, input.filter)
    : await namedOutlets(db, planogram.projectId, input.project_outlet_ids ?? []);
  const ids = targets.map((target) => target.id);
  const linked = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ name: po.name })
      .from(links)
      .innerJoin(po, eq(po.id, links.project_outlet_id))
      .where(and(eq(links.planogram_id, planogram.id), inArray(links.project_outlet_id, ids)))
      .orderBy(asc(po.name), asc(po.id));
    if (existing.length) throw alreadyLinked(existing.map((row) => row.name));
    const inserted = await insertLinks(tx, planogram.id, ids);
    // Linked meanwhile by someone else: all or nothing still.
    if (inserted.length < ids.length) throw alreadyLinked([]);
    return inserted.length;
  });
  return { linked };
}

/** Outlets stop following a planogram of the permitted projects: its links by id. */
export async function unlinkPlanogramOutlets(
  db: Database,
  input: z.output<typeof planogramUnlinkRequestSchema>,
  permitted: readonly number[],
): Promise<{ unlinked: number }> {
  const planogram = await ownPlanogram(db, input.planogram_id, permitted);
  const removed = await db
    .delete(links)
    .where(and(eq(links.planogram_id, planogram.id), inArray(links.id, [...new Set(input.ids)])))
    .returning({ id: links.id });
  return { unlinked: removed.length };
}
