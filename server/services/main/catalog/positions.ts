import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { positions } from '#server/db/schema/index';
import {
  positionCreateSchema,
  positionListRequestSchema,
  positionPatchSchema,
  positionSchema,
} from '#src/contracts/catalog/positions';

export const positionsResource = defineCrud({
  title: 'Positions',
  table: positions,
  paths: {
    list: 'POST /positions/list/',
    get: 'GET /positions/{id}/',
    create: 'POST /positions/',
    patch: 'PATCH /positions/{id}/',
    delete: 'DELETE /positions/{id}/',
  },
  area: 'positions',
  contract: {
    row: positionSchema,
    list: positionListRequestSchema,
    create: positionCreateSchema,
    patch: positionPatchSchema,
  },
  filters: { levels: (levels) => inArray(positions.level, levels) },
  search: [positions.name, positions.code, positions.description],
  sort: { name: positions.name, code: positions.code, level: positions.level, id: positions.id },
  defaultSort: 'level',
  duplicate: {
    positions_code_unique: { field: 'code', message: 'Должность с таким кодом уже существует' },
  },
});
