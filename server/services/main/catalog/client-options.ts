import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineCrud } from '#server/crud/definition';
import { listRows } from '#server/crud/read-rows';
import { clients } from '#server/db/schema/index';
import {
  clientListRequestSchema,
  clientOptionEndpoints,
  clientOptionListSchema,
} from '#src/contracts/catalog/clients';

const clientOptionsResource = defineCrud(clientOptionEndpoints, {
  table: clients,
  filters: {},
  search: [clients.name],
});

/**
 * GET {main}/clients/options/: the clients as choices of the project form. Whoever may change or
 * create projects (UPDATE, which CREATE also grants) gets their ids and names; the clients list
 * with contacts and tax ids stays admin only (spec section 6). Registered by hand because the
 * generic list needs only READ.
 */
export const clientOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/options/',
    {
      config: { permission: { area: 'projects', level: 'update' } },
      schema: {
        summary: 'Clients as choices of the project form (id and name)',
        querystring: clientListRequestSchema,
        response: { 200: clientOptionListSchema },
      },
    },
    async (request) => {
      const page = await listRows(app.db, clientOptionsResource, request.query, undefined);
      return page as typeof clientOptionListSchema._zod.output;
    },
  );
};
