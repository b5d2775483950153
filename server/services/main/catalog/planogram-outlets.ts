import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { defineCrud } from '#server/crud/definition';
import { planogram_outlets as links, planograms } from '#server/db/schema/index';
import { registerCall } from '#server/http/register-call';
import { planogramCalls, planogramOutletEndpoints } from '#src/contracts/catalog/planograms';
import { linkPlanogramOutlets, unlinkPlanogramOutlets } from './link-planogram-outlets';
import { outletLinkListParts } from './outlet-link-list';

const { list, byOutlets } = outletLinkListParts({
  links,
  linkOwner: links.planogram_id,
  linkOutlet: links.project_outlet_id,
  owners: planograms,
  ownerId: planograms.id,
  ownerProject: planograms.project_id,
});

/** The outlets of a planogram (its 'outlets' tab), scoped through the planogram's project. */
export const planogramOutletsResource = defineCrud(planogramOutletEndpoints, {
  ...list,
  filters: {
    planogram_id: (id) => eq(links.planogram_id, id),
    project_outlet_ids: byOutlets,
  },
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
