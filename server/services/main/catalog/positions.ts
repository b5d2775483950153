import { inArray } from 'drizzle-orm';
import { defineCrud } from '#server/crud/definition';
import { positions } from '#server/db/schema/index';
import { positionEndpoints } from '#src/contracts/catalog/positions';

export const positionsResource = defineCrud(positionEndpoints, {
  table: positions,
  filters: { levels: (levels) => inArray(positions.level, levels) },
  search: [positions.name, positions.code, positions.description],
});
