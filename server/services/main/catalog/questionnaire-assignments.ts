import multipart from '@fastify/multipart';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import {
  cities,
  questionnaire_assignment_outlets as links,
  outlets,
  project_outlets as po,
  project_retails,
  questionnaires,
} from '#server/db/schema/index';
import { registerCall } from '#server/http/register-call';
import { startedImport } from '#server/imports/start-import';
import {
  questionnaireAssignmentCalls as calls,
  QUESTIONNAIRE_ASSIGNMENT_MESSAGES as M,
  questionnaireAssignmentEndpoints,
} from '#src/contracts/questionnaire-assignments';
import { outletLinks } from './outlet-links';

/** The outlets of a questionnaire (its 'outlets' tab), scoped through its project. */
export const questionnaireAssignmentsResource = defineCrud(questionnaireAssignmentEndpoints, {
  table: links,
  joins: [
    { table: questionnaires, on: eq(questionnaires.id, links.questionnaire_id) },
    { table: po, on: eq(po.id, links.project_outlet_id) },
    { table: outlets, on: eq(outlets.id, po.outlet_id) },
  ],
  scope: questionnaires.project_id,
  computed: {
    name: po.name,
    address: outlets.address,
    city_name: relatedName(cities, po.city_id),
    project_retail_name: relatedName(project_retails, po.project_retail_id),
    external_code: po.external_code,
  },
  filters: {
    questionnaire_id: (id) => eq(links.questionnaire_id, id),
    project_outlet_ids: (ids) => inArray(links.project_outlet_id, ids),
  },
  search: [po.name, outlets.address, po.external_code],
  sort: { name: po.name, address: outlets.address, external_code: po.external_code },
});

export const questionnaireLinks = outletLinks({
  links,
  linkOwner: links.questionnaire_id,
  linkOutlet: links.project_outlet_id,
  owners: questionnaires,
  ownerId: questionnaires.id,
  ownerProject: questionnaires.project_id,
  messages: {
    notFound: M.questionnaireNotFound,
    alreadyLinked: M.alreadyLinked,
    notInProject: M.notInProject,
  },
});

/** Every id in the caller's projects where questionnaires may be changed, and the questionnaire's. */
export const questionnaireAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The import's file comes as multipart, in this scope only; its limits are set per call.
  await app.register(multipart);

  registerCall(app, calls.link, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    const { questionnaire_id, ...targets } = request.body;
    return questionnaireLinks.link(app.db, questionnaire_id, targets, permittedProjectIds);
  });

  registerCall(app, calls.unlink, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    const { questionnaire_id, project_outlet_ids } = request.body;
    return questionnaireLinks.unlinkOutlets(
      app.db,
      questionnaire_id,
      project_outlet_ids,
      permittedProjectIds,
    );
  });

  registerCall(app, calls.unlinkAll, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return questionnaireLinks.unlink(app.db, request.query.questionnaire_id, permittedProjectIds);
  });

  registerCall(app, calls.importLinks, async (request, reply) =>
    reply.code(202).send(await startedImport(request, 'QAPO')),
  );
};
