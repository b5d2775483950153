import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { defineCrud } from '#server/crud/definition';
import { listRows } from '#server/crud/read-rows';
import { relatedName } from '#server/crud/related-name';
import type { Database } from '#server/db/client';
import {
  cities,
  planogram_outlets as links,
  outlets,
  planograms,
  project_outlets as po,
  project_retails,
} from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { registerCall } from '#server/http/register-call';
import {
  MAX_LINKED_AT_ONCE,
  PLANOGRAM_MESSAGES,
  type PlanogramOutletFilter,
  planogramCalls,
  planogramOutletEndpoints,
} from '#src/contracts/catalog/planograms';
import { projectOutletsResource } from './project-outlets';

/** The outlets of a planogram (its 'outlets' tab), scoped through the planogram's project. */
export const planogramOutletsResource = defineCrud(planogramOutletEndpoints, {
  table: links,
  joins: [
    { table: planograms, on: eq(planograms.id, links.planogram_id) },
    { table: po, on: eq(po.id, links.project_outlet_id) },
    { table: outlets, on: eq(outlets.id, po.outlet_id) },
  ],
  scope: planograms.project_id,
  computed: {
    name: po.name,
    address: outlets.address,
    city_name: relatedName(cities, po.city_id),
    project_retail_name: relatedName(project_retails, po.project_retail_id),
    external_code: po.external_code,
  },
  filters: {
    planogram_id: (id) => eq(links.planogram_id, id),
    project_outlet_ids: (ids) => inArray(links.project_outlet_id, ids),
  },
  search: [po.name, outlets.address, po.external_code],
  sort: { name: po.name, address: outlets.address, external_code: po.external_code },
});

/** Names a refusal shows before 'и ещё N'. */
const NAMED = 10;

/** 'A, B, C' or 'A, B, … и ещё 12': the outlets a refusal is about. */
export function namesOf(names: readonly string[]): string {
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

/** Outlets of another project than the planogram's are refused. */
export const planogramOutletRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, planogramCalls.linkOutlets, async (request) => {
    const { body } = request;
    const { permittedProjectIds } = await accessOf(request);
    const planogram = await ownPlanogram(app.db, body.planogram_id, permittedProjectIds);
    const targets = body.filter
      ? await matchingOutlets(app.db, planogram.projectId, body.filter)
      : await namedOutlets(app.db, planogram.projectId, body.project_outlet_ids ?? []);
    const ids = targets.map((target) => target.id);
    const linked = await app.db.transaction(async (tx) => {
      const existing = await tx
        .select({ name: po.name })
        .from(links)
        .innerJoin(po, eq(po.id, links.project_outlet_id))
        .where(and(eq(links.planogram_id, planogram.id), inArray(links.project_outlet_id, ids)))
        .orderBy(asc(po.name), asc(po.id));
      if (existing.length) throw alreadyLinked(existing.map((row) => row.name));
      const inserted = await tx
        .insert(links)
        .values(ids.map((id) => ({ planogram_id: planogram.id, project_outlet_id: id })))
        .onConflictDoNothing()
        .returning({ id: links.id });
      // Linked meanwhile by someone else: all or nothing still.
      if (inserted.length < ids.length) throw alreadyLinked([]);
      return inserted.length;
    });
    return { linked };
  });

  registerCall(app, planogramCalls.unlinkOutlets, async (request) => {
    const { body } = request;
    const { permittedProjectIds } = await accessOf(request);
    const planogram = await ownPlanogram(app.db, body.planogram_id, permittedProjectIds);
    const removed = await app.db
      .delete(links)
      .where(and(eq(links.planogram_id, planogram.id), inArray(links.id, [...new Set(body.ids)])))
      .returning({ id: links.id });
    return { unlinked: removed.length };
  });
};
