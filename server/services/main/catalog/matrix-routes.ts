import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '#server/access/permissions-request';
import type { AnyCrudDefinition } from '#server/crud/definition';
import { registerCrud } from '#server/crud/register-crud';
import { registerCall } from '#server/http/register-call';
import { matrixCalls } from '#src/contracts/catalog/matrices';
import { getEffectiveMatrix } from './effective-matrix';
import { matrixRulesResource, matrixSkusResource } from './matrices';

/**
 * A matrix's products and rules: CRUD of their own, outside the catalog walk (no name of their
 * own, one row per product and matrix); tests/api/matrices.test.ts covers them.
 */
export const matrixPartResources: Record<string, AnyCrudDefinition> = {
  matrix_skus: matrixSkusResource,
  matrix_assignment_rules: matrixRulesResource,
};

export const matrixRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of Object.values(matrixPartResources)) registerCrud(app, resource);

  registerCall(app, matrixCalls.effectiveMatrix, async (request) => {
    const { permittedProjectIds } = await accessOf(request);
    return getEffectiveMatrix(app.db, request.params.id, permittedProjectIds);
  });
};
