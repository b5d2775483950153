import { and, eq, getTableColumns, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { AnyCrudDefinition } from '#server/crud/definition';
import type { Database } from '#server/db/client';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { firstId, type Sample, uniqueCode, uniqueEan } from './catalog-samples';
import { referencedTable } from './foreign-rows';
import { formatOf, rangeOf, ruleSamples, uniqueKeyFields } from './rule-samples';

type Body = Record<string, unknown>;

/** What the generator needs of a zod/mini schema: its kind and what it wraps. */
interface SchemaDef {
  type: string;
  format?: string;
  innerType?: { _zod: { def: SchemaDef } };
  entries?: Record<string, string>;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: SchemaDef } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default']);

/** The schema under `optional`, `nullable` and `default`, and whether the key may be left out. */
function unwrap(def: SchemaDef): { def: SchemaDef; optional: boolean } {
  let current = def;
  let optional = false;
  while (WRAPPERS.has(current.type) && current.innerType) {
    if (current.type !== 'nullable') optional = true;
    current = current.innerType._zod.def;
  }
  return { def: current, optional };
}

/** A row `key` may name: the project's own (or a shared one) where its table has projects. */
/** The rows `key` may name: the project's own (or shared ones) where its table has projects. */
function referable(definition: AnyCrudDefinition, key: string, projectId: number) {
  const columns: Record<string, PgColumn> = getTableColumns(referencedTable(definition, key));
  // A shared reference (the product catalog) may name a row of no project as well.
  const own = columns.project_id && eq(columns.project_id, projectId);
  const where =
    own && definition.sharedReferences?.includes(key)
      ? or(own, isNull(columns.project_id))
      : own || undefined;
  return { id: columns.id, where };
}

/** The keys a create must carry: those its contract neither leaves optional nor defaults. */
export function requiredCreateKeys(definition: AnyCrudDefinition): string[] {
  const { create } = definition.endpoints.contract;
  return Object.entries(create ? (defOf(create).shape ?? {}) : {})
    .filter(([, schema]) => !unwrap(schema._zod.def).optional)
    .map(([key]) => key);
}

/** A row `key` may name: the project's own (or a shared one) where its table has projects. */
async function referencedId(
  db: Database,
  definition: AnyCrudDefinition,
  key: string,
  projectId: number,
) {
  const { id: column, where } = referable(definition, key, projectId);
  const id = await firstId(db, column, where);
  if (id === undefined) throw new Error(`${definition.endpoints.name}: the seed has no ${key}`);
  return id;
}

/** How many creates one sample is good for when each takes a row of its own. */
const FRESH_ROWS = 50;

/**
 * The unique keys made of references only (a product in a matrix, a rule's criteria): their
 * columns' names from the table's constraints, and the fields the contract declares.
 */
function referenceKeysOf(definition: AnyCrudDefinition, references: readonly string[]) {
  const config = getTableConfig(definition.table);
  const keys = [
    ...config.uniqueConstraints.map((constraint) => constraint.columns.map((c) => c.name)),
    ...(definition.endpoints.rules?.unique ?? []).map((key) => [...key.fields]),
  ];
  return keys.filter((fields) => fields.every((field) => references.includes(field)));
}

/**
 * Rows `key` may name that no row of the table pairs yet with `fixed`'s values of the key's
 * other fields: each create of such a sample takes the next, so none repeats a seed row's key
 * or another create's.
 */
async function unpairedIds(
  db: Database,
  definition: AnyCrudDefinition,
  fields: readonly string[],
  fixed: Body,
  projectId: number,
): Promise<number[]> {
  const key = fields.at(-1) as string;
  const columns: Record<string, PgColumn> = getTableColumns(definition.table);
  const paired = db
    .select({ id: columns[key] })
    .from(definition.table)
    .where(and(...fields.slice(0, -1).map((field) => eq(columns[field], fixed[field]))));
  const { id, where } = referable(definition, key, projectId);
  const rows = await db
    .select({ id })
    .from(id.table)
    .where(and(where, notInArray(id, paired)) as SQL)
    .orderBy(id)
    .limit(FRESH_ROWS);
  return rows.map((row) => row.id as number);
}

/** Columns a second row may not repeat: unique ones, and the last key of a unique index. */
function uniqueColumnsOf(definition: AnyCrudDefinition): Set<string> {
  const config = getTableConfig(definition.table);
  const names = new Set(config.columns.filter((column) => column.isUnique).map((c) => c.name));
  for (const index of config.indexes) {
    const last = index.config.columns.at(-1);
    if (index.config.unique && last && 'name' in last && last.name) names.add(last.name);
  }
  for (const constraint of config.uniqueConstraints) {
    const last = constraint.columns.at(-1);
    if (last) names.add(last.name);
  }
  return names;
}

function isReference(definition: AnyCrudDefinition, key: string) {
  if (!key.endsWith('_id')) return false;
  try {
    referencedTable(definition, key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Create, patch, unique and missing-reference payloads worked out from an entity's endpoints
 * and table: required texts get unique values (names are unique within their parent), enums
 * their first value, references a seed row of the project (a row of its own each create where
 * a unique key is made of references), dates a fixed day. A plain entity needs no hand-written
 * sample.
 */
async function generatedSample(
  db: Database,
  definition: AnyCrudDefinition,
  projectId: number,
): Promise<Sample | undefined> {
  const { create, patch } = definition.endpoints.contract;
  if (!create) return undefined;
  const fixed: Body = {};
  const makers: [string, () => unknown][] = [];
  const references: string[] = [];
  const keyFields = uniqueKeyFields(definition);
  const createShape = defOf(create).shape ?? {};
  for (const [key, schema] of Object.entries(createShape)) {
    const { def, optional } = unwrap(schema._zod.def);
    const reference = isReference(definition, key);
    // Optional keys are left out but for a code and the fields of a declared unique key (their
    // uniqueness is tested), and references.
    if (optional && key !== 'code' && !keyFields.has(key) && !reference) continue;
    if (key === 'project_id') fixed[key] = projectId;
    else if (reference) {
      fixed[key] = await referencedId(db, definition, key, projectId);
      references.push(key);
    } else if (def.type === 'string' && (def.format === 'date' || key.endsWith('_date')))
      fixed[key] = '2025-01-01';
    else if (def.type === 'string' && formatOf(definition, key))
      fixed[key] = formatOf(definition, key)?.example;
    else if (def.type === 'string' && key === 'barcode') makers.push([key, uniqueEan]);
    else if (def.type === 'string') makers.push([key, () => `Тест ${uniqueCode()}`]);
    else if (def.type === 'number') fixed[key] = rangeOf(definition, key)?.min ?? 1;
    else if (def.type === 'boolean') fixed[key] = false;
    else if (def.type === 'enum' && def.entries) fixed[key] = Object.values(def.entries)[0];
    else throw new Error(`${definition.endpoints.name}: no sample value for ${key} (${def.type})`);
  }
  const fresh: [string, () => unknown][] = [];
  for (const fields of referenceKeysOf(definition, references)) {
    const key = fields.at(-1) as string;
    const ids = await unpairedIds(db, definition, fields, fixed, projectId);
    fresh.push([
      key,
      () => {
        const id = ids.shift();
        if (id === undefined) throw new Error(`${definition.endpoints.name}: no ${key} left`);
        return id;
      },
    ]);
  }
  const createBody = () => ({
    ...fixed,
    ...Object.fromEntries([...makers, ...fresh].map(([key, make]) => [key, make()])),
  });

  const uniqueKeys = uniqueColumnsOf(definition);
  const unique = makers.map(([key]) => key).find((key) => uniqueKeys.has(key));
  const missingKey = references.find((key) => key !== 'project_id');
  const missingReference = missingKey && {
    body: () => ({ ...createBody(), [missingKey]: 999_999 }),
    field: missingKey,
    // A project's row outside the project reads as one that does not exist.
    ...(getTableColumns(referencedTable(definition, missingKey)).project_id
      ? { detail: CATALOG_MESSAGES.notInProject }
      : {}),
  };
  const patchKey = Object.entries(defOf(patch ?? create).shape ?? {}).find(([key, schema]) => {
    const { def } = unwrap(schema._zod.def);
    const isDate = def.format === 'date' || key.endsWith('_date');
    return key !== 'code' && key !== 'project_id' && def.type === 'string' && !isDate;
  })?.[0];
  const rules = ruleSamples(definition, createBody, new Set(Object.keys(createShape)));
  return {
    create: createBody,
    ...rules,
    ...(patch && patchKey ? { patch: { [patchKey]: `Изменено ${uniqueCode()}` } } : {}),
    ...(unique ? { unique } : {}),
    ...(missingReference ? { missingReference } : {}),
  };
}

/** A sample per entity that can be created, by name. */
export async function generatedSamples(
  db: Database,
  definitions: Record<string, AnyCrudDefinition>,
  projectId: number,
): Promise<Record<string, Sample>> {
  const samples: Record<string, Sample> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const sample = await generatedSample(db, definition, projectId);
    if (sample) samples[name] = sample;
  }
  return samples;
}
