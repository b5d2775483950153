import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defineCrud } from '#server/crud/definition';
import { relatedName } from '#server/crud/related-name';
import { positions, project_positions as pp, users } from '#server/db/schema/index';
import {
  POSITION_PARENT_LOOP,
  projectPositionEndpoints,
} from '#src/contracts/catalog/project-positions';

/** A person's name as lists show it: «Фамилия Имя». */
export const userName = (column: AnyPgColumn) =>
  sql<
    string | null
  >`(select concat_ws(' ', ${users.last_name}, ${users.first_name}) from ${users} where ${eq(users.id, column)})`;

export const projectPositionsResource = defineCrud(projectPositionEndpoints, {
  table: pp,
  scope: pp.project_id,
  computed: {
    position_name: relatedName(positions, pp.position_id),
    position_level: sql<
      number | null
    >`(select ${positions.level} from ${positions} where ${eq(positions.id, pp.position_id)})`,
    // Named in full: drizzle writes a column of the selected table unqualified, which inside
    // the subquery would be the parent's own parent.
    parent_name: sql<string | null>`(select parent.name from ${pp} as parent
      where parent.id = ${sql.identifier('project_positions')}.${sql.identifier('parent_id')})`,
    user_name: userName(pp.user_id),
  },
  filters: {
    branch_ids: (ids) => inArray(pp.branch_id, ids),
    territory_ids: (ids) => inArray(pp.territory_id, ids),
    user_ids: (ids) => inArray(pp.user_id, ids),
  },
  search: [pp.name, pp.code],
  tree: { key: 'parent_id', message: POSITION_PARENT_LOOP },
});
