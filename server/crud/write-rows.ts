import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FORBIDDEN } from '#server/access/route-permission-types';
import type { Database } from '#server/db/client';
import { ApiError } from '#server/http/errors';
import { keepAnswerIn } from '#server/http/idempotency';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { constraintError } from './database-errors';
import type { AnyCrudDefinition } from './definition';
import { assertInProject } from './project-references';
import { getRow, ownRowCondition, type Row } from './read-rows';
import { referencesTo, usedExpression } from './references';
import { assertNotOwnAncestor } from './tree-parent';
import { projectOfValues, writtenReferences } from './written-references';

export const notFound = () => new ApiError(404, CATALOG_MESSAGES.notFound);

export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
export const defined = (values: Row) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** A row just written: read back unscoped (a new project is not among the caller's yet). */
async function rowOr404(db: Database, definition: AnyCrudDefinition, id: number): Promise<Row> {
  const row = await getRow(db, definition, id, undefined);
  if (!row) throw notFound();
  return row;
}

/** The key of the scope column among the table's columns (`project_id`; `id` for projects). */
function scopeKey(definition: AnyCrudDefinition): string | undefined {
  const columns = Object.entries(getTableColumns(definition.table));
  return columns.find(([, column]) => column === definition.scope)?.[0];
}

/**
 * The project a written row is of: its own `project_id`, or its parent's (a matrix's product),
 * which must exist within `scope`: a parent elsewhere reads as a missing one, a 400 on its field.
 */
export async function projectOfWrite(
  db: Database,
  definition: AnyCrudDefinition,
  values: Row,
  scope: number[] | undefined,
): Promise<number | null> {
  const { parent } = definition;
  if (!parent) return projectOfValues(values);
  const id = values[parent.key];
  const [row] =
    typeof id === 'number'
      ? await db.select({ project: parent.project }).from(parent.id.table).where(eq(parent.id, id))
      : [];
  const project = row?.project;
  if (typeof project !== 'number' || (scope && !scope.includes(project))) {
    const message = CATALOG_MESSAGES.notInProject;
    throw new ApiError(400, message, [{ field: parent.key, message }]);
  }
  return project;
}

/** Runs `write`, answering a constraint the database enforced as the 4xx it stands for. */
export async function guarded<T>(
  definition: AnyCrudDefinition,
  write: () => Promise<T>,
  deleting = false,
) {
  try {
    return await write();
  } catch (error) {
    const { duplicate, checks } = definition;
    throw constraintError(error, { deleting, duplicate, checks }) ?? error;
  }
}

/**
 * The status a route answers a write's row with, when the row is its whole answer: the answer is
 * then kept for the request's Idempotency-Key inside the write's transaction, so a process killed
 * after the commit cannot have a retry write twice (or be refused: a patch again is "not changed").
 */
type KeptAs = { keepAnswer?: number };

/** Inserts a row into a project the caller may create in (if scoped); answers the new row. */
export async function createRow(
  request: FastifyRequest,
  definition: AnyCrudDefinition,
  values: Row,
  scope: number[] | undefined,
  { keepAnswer }: KeptAs = {},
): Promise<Row> {
  const key = scopeKey(definition);
  const project = key ? values[key] : undefined;
  if (scope && typeof project === 'number' && !scope.includes(project)) {
    throw new ApiError(403, FORBIDDEN);
  }
  const { table } = definition;
  const db = request.server.db;
  return guarded(definition, () =>
    db.transaction(async (tx) => {
      const references = writtenReferences(definition, values, Object.keys(values));
      await assertInProject(tx, await projectOfWrite(tx, definition, values, scope), references);
      const [inserted] = await tx.insert(table).values(defined(values)).returning({ id: table.id });
      await definition.afterCreate?.(tx, inserted.id as number, request);
      const row = await rowOr404(tx, definition, inserted.id as number);
      if (keepAnswer) await keepAnswerIn(tx, request, keepAnswer, row);
      return row;
    }),
  );
}

/**
 * Changes the fields that differ; 400 'Данные не были изменены' when none does. A row moved to
 * another project is found within `rowScope` (its own project's), the target within `scope`.
 */
export async function patchRow(
  request: FastifyRequest,
  definition: AnyCrudDefinition,
  id: number,
  patch: Row,
  scope: number[] | undefined,
  { keepAnswer, rowScope }: KeptAs & { rowScope?: number[] } = {},
): Promise<Row> {
  const { table } = definition;
  const db = request.server.db;
  const where = ownRowCondition(db, definition, id, rowScope ?? scope);
  return guarded(definition, () =>
    db.transaction(async (tx) => {
      // Locked, so a concurrent patch cannot slip between the comparison and the update.
      const [current] = await tx.select().from(table).where(where).for('update');
      if (!current) throw notFound();
      const changes = defined(patch);
      for (const key of Object.keys(changes)) {
        if (same(changes[key], (current as Row)[key])) delete changes[key];
      }
      if (Object.keys(changes).length === 0) throw new ApiError(400, CATALOG_MESSAGES.notChanged);
      const target = changes[scopeKey(definition) ?? ''];
      if (scope && typeof target === 'number' && !scope.includes(target)) {
        throw new ApiError(403, FORBIDDEN);
      }
      const tree = definition.tree;
      const parentId = tree && changes[tree.key];
      if (typeof parentId === 'number') await assertNotOwnAncestor(tx, definition, id, parentId);
      await definition.beforePatch?.(tx, current as Row, changes);
      // A row moved to another project must take its references along: all are checked then.
      const patched: Row = { ...current, ...changes };
      const keys = Object.keys('project_id' in changes ? patched : changes);
      await assertInProject(
        tx,
        await projectOfWrite(tx, definition, patched, scope),
        writtenReferences(definition, patched, keys),
      );
      await tx.update(table).set(changes).where(eq(table.id, id));
      const row = await rowOr404(tx, definition, id);
      if (keepAnswer) await keepAnswerIn(tx, request, keepAnswer, row);
      return row;
    }),
  );
}

const referenceCache = new WeakMap<AnyCrudDefinition, ReturnType<typeof referencesTo>>();

/** Deletes a row nothing refers to; a referenced one answers 409 'Запись используется…'. */
export async function deleteRow(
  request: FastifyRequest,
  definition: AnyCrudDefinition,
  id: number,
  scope: number[] | undefined,
  { keepAnswer }: KeptAs = {},
): Promise<void> {
  const { table } = definition;
  const db = request.server.db;
  let references = referenceCache.get(definition);
  if (!references) {
    references = referencesTo(table);
    referenceCache.set(definition, references);
  }
  const where = ownRowCondition(db, definition, id, scope);
  await guarded(
    definition,
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ used: usedExpression(references, id) })
          .from(table)
          .where(where)
          .for('update');
        if (!row) throw notFound();
        if (row.used) throw new ApiError(409, CATALOG_MESSAGES.inUse);
        await definition.beforeDelete?.(tx, id);
        await tx.delete(table).where(eq(table.id, id));
        if (keepAnswer) await keepAnswerIn(tx, request, keepAnswer, undefined);
      }),
    true,
  );
}
