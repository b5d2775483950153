import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { visitScheduleCalls } from '#src/contracts/visit-schedule';
import { listSchedule } from './list-schedule';
import { createScheduledVisit, moveScheduledVisit, removeScheduledVisit } from './write-schedule';

export const visitScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const scope = async (request: Parameters<typeof accessOf>[0]) =>
    (await accessOf(request)).permittedProjectIds;

  registerCall(app, visitScheduleCalls.listSchedule, async (request) =>
    listSchedule(app.db, await scope(request), request.body),
  );

  registerCall(app, visitScheduleCalls.createScheduledVisit, async (request, reply) => {
    const created = await createScheduledVisit(app.db, await scope(request), request.body);
    return reply.code(201).send(created);
  });

  registerCall(app, visitScheduleCalls.updateScheduledVisit, async (request) =>
    moveScheduledVisit(app.db, await scope(request), request.params.id, request.body),
  );

  registerCall(app, visitScheduleCalls.deleteScheduledVisit, async (request, reply) => {
    await removeScheduledVisit(app.db, await scope(request), request.params.id);
    return reply.code(204).send(null);
  });
};
