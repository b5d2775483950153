import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import {
  cities,
  planogram_outlets as links,
  outlets,
  planograms,
  project_outlets as po,
  project_retails,
} from '#server/db/schema/index';
import { registerCall } from '#server/http/register-call';
import { planogramCalls, planogramOutletEndpoints } from '#src/contracts/catalog/planograms';
import { linkPlanogramOutlets, unlinkPlanogramOutlets } from './link-planogram-outlets';

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

/** Outlets of another project than the planogram's are refused (link-planogram-outlets.ts). */
export const planogramOutletRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, planogramCalls.linkOutlets, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return linkPlanogramOutlets(app.db, request.body, permittedProjectIds);
  });

  registerCall(app, planogramCalls.unlinkOutlets, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return unlinkPlanogramOutlets(app.db, request.body, permittedProjectIds);
  });
};
