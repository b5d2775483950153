import { defineCrud } from '#server/crud/definition';
import { clients } from '#server/db/schema/index';
import { clientEndpoints } from '#src/contracts/catalog/clients';

/** Admin only (spec section 6); a GET list (spec section 7). */
export const clientsResource = defineCrud(clientEndpoints, {
  table: clients,
  filters: {},
  search: [clients.name, clients.legal_name, clients.inn],
});
