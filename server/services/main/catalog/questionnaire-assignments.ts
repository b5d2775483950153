import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { defineCrud } from '#server/crud/definition';
import { questionnaire_assignment_outlets as links, questionnaires } from '#server/db/schema/index';
import { registerCall } from '#server/http/register-call';
import { startedImport } from '#server/imports/start-import';
import {
  questionnaireAssignmentCalls as calls,
  QUESTIONNAIRE_ASSIGNMENT_MESSAGES as M,
  questionnaireAssignmentEndpoints,
} from '#src/contracts/questionnaire-assignments';
import { outletLinkListParts } from './outlet-link-list';
import { outletLinks } from './outlet-links';

const { list, byOutlets } = outletLinkListParts({
  links,
  linkOwner: links.questionnaire_id,
  linkOutlet: links.project_outlet_id,
  owners: questionnaires,
  ownerId: questionnaires.id,
  ownerProject: questionnaires.project_id,
});

/** The outlets of a questionnaire (its 'outlets' tab), scoped through its project. */
export const questionnaireAssignmentsResource = defineCrud(questionnaireAssignmentEndpoints, {
  ...list,
  filters: {
    questionnaire_id: (id) => eq(links.questionnaire_id, id),
    project_outlet_ids: byOutlets,
  },
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
