import { eq } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { retails } from '#server/db/schema/index';
import {
  retailCreateSchema,
  retailListRequestSchema,
  retailPatchSchema,
  retailSchema,
} from '#src/contracts/catalog/retails';

/** Retail chains are shared by every project; a project's view of one is a project retail. */
export const retailsResource = defineCrud({
  title: 'Retails',
  table: retails,
  paths: {
    list: 'POST /retails/list/',
    get: 'GET /retails/{id}/',
    create: 'POST /retails/',
    patch: 'PATCH /retails/{id}/',
    delete: 'DELETE /retails/{id}/',
  },
  area: 'retails',
  contract: {
    row: retailSchema,
    list: retailListRequestSchema,
    create: retailCreateSchema,
    patch: retailPatchSchema,
  },
  filters: { is_network: (value) => eq(retails.is_network, value) },
  search: [retails.name, retails.code],
  sort: { name: retails.name, code: retails.code, id: retails.id },
  defaultSort: 'name',
  duplicate: {
    retails_name_unique: { field: 'name', message: 'Сеть с таким названием уже существует' },
  },
});
