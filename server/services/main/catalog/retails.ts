import { eq } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { retails } from '#server/db/schema/index';
import { retailEndpoints } from '#src/contracts/catalog/retails';

/** Retail chains are shared by every project; a project's view of one is a project retail. */
export const retailsResource = defineCrud(retailEndpoints, {
  table: retails,
  filters: { is_network: (value) => eq(retails.is_network, value) },
  search: [retails.name, retails.code],
});
