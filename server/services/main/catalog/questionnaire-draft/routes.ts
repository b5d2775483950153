import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { questionnaireDraftCalls as calls } from '#src/contracts/catalog/questionnaire-draft';
import { questionnaireCalls } from '#src/contracts/catalog/questionnaires';
import { detailedQuestionnaires } from '../questionnaire-detailed-list';
import {
  createQuestion,
  createQuestions,
  deleteQuestion,
  orderQuestions,
  patchQuestion,
} from './questions';
import { createStep, deleteStep, patchStep } from './steps';

/**
 * The questionnaire's contents: the detailed list reads them, the rest edit the draft, each in
 * the projects where the call's level of the questionnaires area holds.
 */
export const questionnaireDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  const permitted = async (request: Parameters<typeof accessOf>[0]) =>
    (await accessOf(request)).permittedProjectIds;

  registerCall(app, questionnaireCalls.detailedList, async (request) =>
    detailedQuestionnaires(app.db, request.body, await permitted(request)),
  );

  registerCall(app, calls.createStep, async (request, reply) =>
    reply.code(201).send(await createStep(app.db, request.body, await permitted(request))),
  );
  registerCall(app, calls.patchStep, async (request) =>
    patchStep(app.db, request.params.id, request.body, await permitted(request)),
  );
  registerCall(app, calls.deleteStep, async (request, reply) => {
    await deleteStep(app.db, request.params.id, await permitted(request));
    return reply.code(204).send(null);
  });

  registerCall(app, calls.createQuestion, async (request, reply) =>
    reply.code(201).send(await createQuestion(app.db, request.body, await permitted(request))),
  );
  registerCall(app, calls.patchQuestion, async (request) =>
    patchQuestion(app.db, request.params.id, request.body, await permitted(request)),
  );
  registerCall(app, calls.createQuestions, async (request, reply) =>
    reply.code(201).send(await createQuestions(app.db, request.body, await permitted(request))),
  );
  registerCall(app, calls.deleteQuestion, async (request) =>
    deleteQuestion(app.db, request.params.id, await permitted(request)),
  );
  registerCall(app, calls.orderQuestions, async (request, reply) => {
    await orderQuestions(app.db, request.body, await permitted(request));
    return reply.code(204).send(null);
  });
};
