import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { questionResultCalls } from '#src/contracts/question-results';
import { createFilled, updateFilled } from './fill-form';
import { readFilled } from './filled-form';
import { writeResultRows } from './result-rows';
import { visitFormOf } from './visit-form';

/** A visit's filled questionnaires, in the projects where the route's level holds. */
export const questionResultRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, questionResultCalls.getFilled, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    const form = await visitFormOf(app.db, {
      visitId: request.query.visit_id,
      questionnaireId: request.query.questionnaire_id,
      projectIds: permittedProjectIds,
    });
    return readFilled(app.db, form);
  });

  registerCall(app, questionResultCalls.createFilled, async (request, reply) => {
    const { caller, permittedProjectIds } = await accessOf(request);
    const filled = await createFilled(app.db, {
      visitId: request.body.visit_id,
      questionnaireId: request.body.questionnaire_id,
      answers: request.body.answers,
      projectIds: permittedProjectIds,
      userId: caller.id,
    });
    return reply.code(201).send(filled);
  });

  registerCall(app, questionResultCalls.updateFilled, async (request) => {
    const { caller, permittedProjectIds } = await accessOf(request);
    return updateFilled(app.db, {
      visitId: request.body.visit_id,
      questionnaireId: request.body.questionnaire_id,
      answers: request.body.answers,
      confirmClear: request.body.confirm_clear === true,
      projectIds: permittedProjectIds,
      userId: caller.id,
    });
  });

  registerCall(app, questionResultCalls.createMany, async (request, reply) => {
    const { caller, permittedProjectIds } = await accessOf(request);
    const written = await writeResultRows(app.db, {
      rows: request.body,
      projectIds: permittedProjectIds,
      userId: caller.id,
      adding: true,
      confirmClear: false,
    });
    return reply.code(201).send(written);
  });

  registerCall(app, questionResultCalls.updateMany, async (request) => {
    const { caller, permittedProjectIds } = await accessOf(request);
    return writeResultRows(app.db, {
      rows: request.body,
      projectIds: permittedProjectIds,
      userId: caller.id,
      adding: false,
      confirmClear: request.query.confirm_clear,
    });
  });
};
