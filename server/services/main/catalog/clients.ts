import { defineCrud } from '#server/crud/definition';
import { clients } from '#server/db/schema/index';
import { clientListRequestSchema, clientSchema } from '#src/contracts/catalog/clients';

/** Admin only (spec section 6); a GET list (spec section 7). */
export const clientsResource = defineCrud({
  title: 'Clients',
  table: clients,
  paths: { list: 'GET /clients/' },
  right: 'admin_only',
  contract: { row: clientSchema, list: clientListRequestSchema },
  filters: {},
  search: [clients.name, clients.legal_name, clients.inn],
  sort: { name: clients.name, id: clients.id },
  defaultSort: 'name',
});
