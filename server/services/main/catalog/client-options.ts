import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { defineCrud } from '#server/crud/definition';
import { listRows } from '#server/crud/read-rows';
import { clients } from '#server/db/schema/index';
import { registerCall } from '#server/http/register-call';
import {
  clientOptionCalls,
  clientOptionEndpoints,
  type clientOptionListSchema,
} from '#src/contracts/catalog/clients';

const clientOptionsResource = defineCrud(clientOptionEndpoints, {
  table: clients,
  filters: {},
  search: [clients.name],
});

/**
 * The clients as choices of the project form. Registered by hand because the generic list needs
 * only READ; clients belong to no project, so the choices are not scoped.
 */
export const clientOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, clientOptionCalls.listClientOptions, async (request) => {
    const page = await listRows(app.db, clientOptionsResource, request.query, undefined);
    return page as z.output<typeof clientOptionListSchema>;
  });
};
