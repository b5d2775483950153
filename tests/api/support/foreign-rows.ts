import { and, eq, getTableColumns, isNotNull, ne, notInArray } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AnyCrudDefinition } from '#server/crud/definition';
import { projectReferencesOf } from '#server/crud/written-references';
import type { Database } from '#server/db/client';
import { user_projects } from '#server/db/schema/index';
import { firstId } from './catalog-samples';

/** The table a definition's column refers to, by its foreign key. */
export function referencedTable(definition: AnyCrudDefinition, key: string): PgTable {
  const column = getTableColumns(definition.table)[key];
  const foreignKey = getTableConfig(definition.table).foreignKeys.find(
    (candidate) => candidate.reference().columns[0] === column,
  );
  if (!foreignKey) throw new Error(`${definition.endpoints.name}: ${key} has no foreign key`);
  return foreignKey.reference().foreignTable;
}

/** The written references of a definition, people apart from a project's rows. */
export function referenceKeys(definition: AnyCrudDefinition) {
  const targets = [...projectReferencesOf(definition)];
  return {
    rows: targets.filter(([, of]) => of !== 'member').map(([key]) => key),
    people: targets.filter(([, of]) => of === 'member').map(([key]) => key),
  };
}

/** A row of `table` in a project other than `projectId` (the seed has several projects). */
export async function rowOfAnotherProject(db: Database, table: PgTable, projectId: number) {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const where = and(isNotNull(columns.project_id), ne(columns.project_id, projectId));
  const id = await firstId(db, columns.id, where);
  if (id === undefined) throw new Error(`the seed has no ${getTableConfig(table).name} elsewhere`);
  return id;
}

/** A row of `table` in `projectId` other than those `except` names. */
export async function rowOfProject(
  db: Database,
  table: PgTable,
  projectId: number,
  except: unknown[],
) {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const others = except.filter((id) => typeof id === 'number');
  const id = await firstId(
    db,
    columns.id,
    and(eq(columns.project_id, projectId), notInArray(columns.id, others)),
  );
  if (id === undefined) throw new Error(`the seed has no ${getTableConfig(table).name} here`);
  return id;
}

/** Active members of `projectId`. */
export async function membersOf(db: Database, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: user_projects.user_id })
    .from(user_projects)
    .where(and(eq(user_projects.project_id, projectId), eq(user_projects.is_active, true)));
  return rows.map((row) => row.id);
}

/** A person working in another project who has no current link to `projectId`. */
export async function outsiderOf(db: Database, projectId: number): Promise<number> {
  const id = await firstId(
    db,
    user_projects.user_id,
    and(
      eq(user_projects.is_active, true),
      notInArray(user_projects.user_id, await membersOf(db, projectId)),
    ),
  );
  if (id === undefined) throw new Error(`the seed has nobody outside project ${projectId}`);
  return id;
}

/** 400 naming exactly `field`, with the text a form shows under it. */
export function expectRefused(response: LightMyRequestResponse, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ detail: message, errors: [{ field, message }] });
}
