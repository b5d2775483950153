import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { FORBIDDEN } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import { ApiError, INVALID_FORM } from '#server/http/errors';
import type { AnyCrudDefinition } from './definition';
import { columnSet, insertByColumns } from './insert-by-columns';
import { failedReferences, type ReferenceCheck, referenceError } from './project-references';
import type { Row } from './read-rows';
import { scopeCondition, withJoins } from './read-rows';
import { assertNotOwnAncestor } from './tree-parent';
import { defined, guarded, projectOfWrite, same } from './write-rows';
import { writtenReferences } from './written-references';

/** A row to write: a new one (`id` unset: its create body) or a change of row `id` (its patch). */
export interface ManyItem {
  id?: number;
  values: Row;
}

export interface FieldError {
  field: string;
  message: string;
}

export type ManyOutcome =
  | { outcome: 'created' | 'updated' | 'unchanged'; id: number }
  | { outcome: 'refused'; errors: FieldError[] };

/** Checks per statement: PostgreSQL takes at most 1,664 columns in a select. */
const CHECKS_PER_QUERY = 800;
/** Rows per insert statement: PostgreSQL takes at most 65,535 parameters in one. */
const PARAMETERS_PER_INSERT = 30_000;

const errorsOf = (error: ApiError): FieldError[] =>
  error.errors?.length ? error.errors : [{ field: 'body', message: error.detail }];

/** A zod refusal as the route's validation words it: one error per field. */
function validated(schema: z.ZodMiniType | undefined, values: Row): Row | FieldError[] {
  if (!schema) return [{ field: 'body', message: INVALID_FORM }];
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data as Row;
  return parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
}

/**
 * Writes many rows of one definition inside the caller's transaction, through the rules a form's
 * single write follows (write-rows.ts): the contract's create or patch schema, the project
 * scope, the written references' projects, and the database's constraints answered on their
 * fields. What differs is only the number of statements: references are asked together, new
 * rows inserted together, and a statement the database refuses is retried row by row inside
 * savepoints to name the rows it refused. Imports write through it.
 */
export async function writeMany(
  tx: Database,
  definition: AnyCrudDefinition,
  items: readonly ManyItem[],
  scope: number[],
): Promise<ManyOutcome[]> {
  if (definition.afterCreate) {
    throw new Error(`${definition.endpoints.name}: a create hook needs a request`);
  }
  const outcomes: (ManyOutcome | undefined)[] = items.map(() => undefined);
  const current = await currentRows(tx, definition, items, scope);
  const pending: { index: number; values: Row; id?: number; keys: string[] }[] = [];
  items.forEach((item, index) => {
    if (item.id === undefined) {
      const body = validated(definition.endpoints.contract.create, item.values);
      if (Array.isArray(body)) outcomes[index] = { outcome: 'refused', errors: body };
      else pending.push({ index, values: body, keys: Object.keys(body) });
      return;
    }
    const row = current.get(item.id);
    if (!row) {
      outcomes[index] = {
        outcome: 'refused',
        errors: [{ field: 'id', message: 'Запись не найдена' }],
      };
      return;
    }
    const body = validated(definition.endpoints.contract.patch, item.values);
    if (Array.isArray(body)) {
      outcomes[index] = { outcome: 'refused', errors: body };
      return;
    }
    const changes = defined(body);
    for (const key of Object.keys(changes)) if (same(changes[key], row[key])) delete changes[key];
    if (Object.keys(changes).length === 0) {
      outcomes[index] = { outcome: 'unchanged', id: item.id };
      return;
    }
    pending.push({
      index,
      id: item.id,
      values: { ...row, ...changes },
      keys: Object.keys(changes),
    });
  });
  const refused = await refusedReferences(tx, definition, pending, scope);
  const creates: typeof pending = [];
  for (const entry of pending) {
    const error = refused.get(entry.index);
    if (error) outcomes[entry.index] = { outcome: 'refused', errors: errorsOf(error) };
    else if (entry.id === undefined) creates.push(entry);
    else
      outcomes[entry.index] = await updateOne(tx, definition, entry.id, entry.values, entry.keys);
  }
  for (const [index, outcome] of await insertAll(tx, definition, creates))
    outcomes[index] = outcome;
  return outcomes.map((outcome) => outcome ?? { outcome: 'refused', errors: [] });
}

/** The rows being changed, within the scope, locked so nothing slips in between. */
async function currentRows(
  tx: Database,
  definition: AnyCrudDefinition,
  items: readonly ManyItem[],
  scope: number[],
): Promise<Map<number, Row>> {
  const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  if (ids.length === 0) return new Map();
  const { table } = definition;
  // A scope through a join (a matrix's products, of the matrix's project) is asked in a
  // subquery: a locking select takes the row's own table only.
  const scoped = scopeCondition(definition, scope);
  const within =
    scoped && definition.joins?.length
      ? inArray(
          table.id,
          withJoins(tx.select({ id: table.id }).from(table).$dynamic(), definition).where(scoped),
        )
      : scoped;
  const rows = (await tx
    .select()
    .from(table)
    .where(and(inArray(table.id, ids), within))
    .for('update')) as Row[];
  return new Map(rows.map((row) => [row.id as number, row]));
}

/** The first refusal of each entry's references, asked in as few statements as fit. */
async function refusedReferences(
  tx: Database,
  definition: AnyCrudDefinition,
  entries: readonly { index: number; values: Row; keys: string[] }[],
  scope: number[],
): Promise<Map<number, ApiError>> {
  const refused = new Map<number, ApiError>();
  const checks: (ReferenceCheck & { index: number })[] = [];
  for (const entry of entries) {
    try {
      const project = await projectOfWrite(tx, definition, entry.values, scope);
      if (definition.scope && project !== null && !scope.includes(project)) {
        throw new ApiError(403, FORBIDDEN);
      }
      const projectIds = project === null ? [] : [project];
      for (const reference of writtenReferences(definition, entry.values, entry.keys)) {
        checks.push({ ...reference, projectIds, index: entry.index });
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused.set(entry.index, error);
    }
  }
  for (let start = 0; start < checks.length; start += CHECKS_PER_QUERY) {
    const chunk = checks.slice(start, start + CHECKS_PER_QUERY);
    const failed = (await failedReferences(tx, chunk)) as typeof chunk;
    for (const check of failed) {
      if (!refused.has(check.index)) {
        refused.set(
          check.index,
          referenceError(failed.filter((other) => other.index === check.index)),
        );
      }
    }
  }
  return refused;
}

/** Changes one row in a savepoint, so that a constraint it breaks refuses only it. */
async function updateOne(
  tx: Database,
  definition: AnyCrudDefinition,
  id: number,
  row: Row,
  keys: readonly string[],
): Promise<ManyOutcome> {
  const changes = Object.fromEntries(keys.map((key) => [key, row[key]]));
  try {
    await guarded(definition, () =>
      tx.transaction(async (savepoint) => {
        // A new parent is checked as a form's patch checks it: never the row or one below it.
        const parentId = definition.tree && changes[definition.tree.key];
        if (typeof parentId === 'number') {
          await assertNotOwnAncestor(savepoint, definition, id, parentId);
        }
        await savepoint
          .update(definition.table)
          .set(changes)
          .where(inArray(definition.table.id, [id]));
      }),
    );
    return { outcome: 'updated', id };
  } catch (error) {
    if (error instanceof ApiError) return { outcome: 'refused', errors: errorsOf(error) };
    throw error;
  }
}

/**
 * Inserts the rows together; a statement the database refuses (a duplicate with a row already
 * there) is rolled back to its savepoint and retried row by row, each in its own.
 */
async function insertAll(
  tx: Database,
  definition: AnyCrudDefinition,
  entries: readonly { index: number; values: Row }[],
): Promise<Map<number, ManyOutcome>> {
  const outcomes = new Map<number, ManyOutcome>();
  if (entries.length === 0) return outcomes;
  const { table } = definition;
  const width = Math.max(...entries.map((entry) => Object.keys(entry.values).length), 1);
  const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / width));
  for (let start = 0; start < entries.length; start += perStatement) {
    const chunk = entries.slice(start, start + perStatement);
    try {
      await tx.transaction(async (savepoint) => {
        for (const group of byColumnSet(chunk)) {
          const values = group.map((entry) => defined(entry.values));
          const ids =
            (await insertByColumns(savepoint, table, values)) ??
            (await savepoint.insert(table).values(values).returning({ id: table.id })).map(
              (row) => row.id as number,
            );
          group.forEach((entry, i) => {
            outcomes.set(entry.index, { outcome: 'created', id: ids[i] });
          });
        }
      });
    } catch {
      for (const entry of chunk)
        outcomes.set(entry.index, await insertOne(tx, definition, entry.values));
    }
  }
  return outcomes;
}

/** Entries grouped by the columns they set, each group in its first entry's place. */
function byColumnSet<Entry extends { values: Row }>(entries: readonly Entry[]): Entry[][] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = columnSet(defined(entry.values));
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()];
}

async function insertOne(
  tx: Database,
  definition: AnyCrudDefinition,
  values: Row,
): Promise<ManyOutcome> {
  const { table } = definition;
  try {
    const [row] = await guarded(definition, () =>
      tx.transaction((savepoint) =>
        savepoint.insert(table).values(defined(values)).returning({ id: table.id }),
      ),
    );
    return { outcome: 'created', id: row.id as number };
  } catch (error) {
    if (error instanceof ApiError) return { outcome: 'refused', errors: errorsOf(error) };
    throw error;
  }
}
