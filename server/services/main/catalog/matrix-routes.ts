import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import { registerCall } from '#server/http/register-call';
import { matrixCalls } from '#src/contracts/catalog/matrices';
import { getEffectiveMatrix } from './effective-matrix';

export const matrixRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, matrixCalls.effectiveMatrix, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return getEffectiveMatrix(app.db, request.params.id, permittedProjectIds);
  });
};
