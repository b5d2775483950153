import * as z from 'zod/mini';
import { defineCall } from '../calls';
import { defineEndpoints } from '../endpoints';
import { entityPermissions } from '../entity-permissions';
import { paginatedSchema } from '../list';
import { catalogQuerySchema } from './catalog-list';

/** A client company (admin only, spec section 6). */
const clientSchema = z.object({
  id: z.int(),
  name: z.string(),
  legal_name: z.nullable(z.string()),
  inn: z.nullable(z.string()),
  contact_name: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  is_active: z.boolean(),
});

/** GET {main}/clients/?search=&sort=&limit=&offset= */
const clientListRequestSchema = catalogQuerySchema(['name', 'id']);

/**
 * A client as a choice of the project form: id and name only, for whoever may change projects
 * (the clients list itself is admin only).
 */
const clientOptionSchema = z.object({ id: z.int(), name: z.string() });
export const clientOptionListSchema = paginatedSchema(clientOptionSchema);

/** Clients: spec section 7. */
export const clientEndpoints = defineEndpoints({
  name: 'clients',
  service: 'main',
  permission: entityPermissions.clients,
  paths: { list: 'GET /clients/' },
  contract: { row: clientSchema, list: clientListRequestSchema },
  defaultSort: 'name',
});

/**
 * The clients as choices of the project form: whoever may change or create projects (UPDATE,
 * which CREATE also grants) gets their ids and names; the clients list with contacts and tax
 * ids stays admin only (spec section 6).
 */
export const clientOptionCalls = {
  listClientOptions: defineCall({
    service: 'main',
    route: 'GET /clients/options/',
    permission: { area: 'projects', level: 'update' },
    summary: 'Clients as choices of the project form (id and name)',
    query: clientListRequestSchema,
    reply: clientOptionListSchema,
  }),
};

/** The client options for the generic list code, over their call's route. */
export const clientOptionEndpoints = defineEndpoints({
  name: 'client_options',
  service: 'main',
  // Registered by hand: the choices need UPDATE on projects, the generic list only READ.
  permission: 'route',
  paths: { list: clientOptionCalls.listClientOptions.route },
  contract: { row: clientOptionSchema, list: clientListRequestSchema },
  defaultSort: 'name',
});
