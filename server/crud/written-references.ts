import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema/index';
import type { AnyCrudDefinition } from './definition';
import {
  type ProjectOf,
  type ProjectReference,
  projectOfRow,
  projectOfSharedRow,
} from './project-references';
import type { Row } from './read-rows';

type Targets = Map<string, ProjectOf | 'member'>;

const cache = new WeakMap<AnyCrudDefinition, Targets>();

/** The keys a create or patch body may carry. */
function writableKeys(definition: AnyCrudDefinition): Set<string> {
  const { create, patch } = definition.endpoints.contract;
  const shapeKeys = (schema: unknown) =>
    schema && typeof schema === 'object' && 'shape' in schema
      ? Object.keys(schema.shape as object)
      : [];
  return new Set([...shapeKeys(create), ...shapeKeys(patch)]);
}

/**
 * The writable columns of a definition's table that name a row of a per-project table (one with
 * a `project_id` column) or a person (a user), found from the foreign keys so that a column
 * added later is checked without anyone remembering to. Shared tables (cities, reference
 * outlets, positions) have no `project_id` and need no check. A table that writes such a
 * reference but has no project of its own to compare with stops the server at start-up, unless
 * its route checks the column itself (`referencesCheckedByRoute`).
 */
export function projectReferencesOf(definition: AnyCrudDefinition): Targets {
  const known = cache.get(definition);
  if (known) return known;
  const columns: Record<string, PgColumn> = getTableColumns(definition.table);
  const keyOf = (column: PgColumn) =>
    Object.entries(columns).find(([, candidate]) => candidate === column)?.[0];
  const writable = writableKeys(definition);
  const skipped = new Set(definition.referencesCheckedByRoute);
  const targets: Targets = new Map();
  for (const foreignKey of getTableConfig(definition.table).foreignKeys) {
    const reference = foreignKey.reference();
    const key = keyOf(reference.columns[0]);
    if (!key || !writable.has(key) || skipped.has(key)) continue;
    const foreign: Record<string, PgColumn> = getTableColumns(reference.foreignTable);
    if (reference.foreignTable === users) targets.set(key, 'member');
    else if (foreign.project_id) {
      const of = definition.sharedReferences?.includes(key) ? projectOfSharedRow : projectOfRow;
      targets.set(key, of(reference.foreignColumns[0], foreign.project_id));
    }
  }
  if (targets.size > 0 && !columns.project_id && !definition.parent) {
    const names = [...targets.keys()].join(', ');
    throw new Error(
      `${definition.endpoints.name}: ${names} name a project's rows, but the row has no project`,
    );
  }
  cache.set(definition, targets);
  return targets;
}

/** The references among `keys` of `values` (a body, or a patched row) that name something. */
export function writtenReferences(
  definition: AnyCrudDefinition,
  values: Row,
  keys: Iterable<string>,
): ProjectReference[] {
  const targets = projectReferencesOf(definition);
  const references: ProjectReference[] = [];
  for (const key of keys) {
    const of = targets.get(key);
    const id = values[key];
    if (of && typeof id === 'number') references.push({ field: key, id, of });
  }
  return references;
}

/** The project a row is of, by its own `project_id` (null when it has none). */
export function projectOfValues(values: Row): number | null {
  const project = values.project_id;
  return typeof project === 'number' ? project : null;
}
