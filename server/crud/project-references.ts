import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { user_projects } from '#server/db/schema/index';
import { ApiError } from '#server/http/errors';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';

/**
 * The project of row `id`, as a scalar subquery: null when there is no such row. `project` is
 * the one it is checked against (a shared row reads as that one).
 */
export type ProjectOf = (id: number, project: number) => SQL;

/** A row of a table that carries its project itself (`id` of the row, `project` its column). */
export const projectOfRow =
  (id: PgColumn, project: PgColumn): ProjectOf =>
  (value) =>
    sql`(select ${project} from ${id.table} where ${eq(id, value)})`;

/** A row of a table whose rows without a project are shared by every project (products). */
export const projectOfSharedRow =
  (id: PgColumn, project: PgColumn): ProjectOf =>
  (value, against) =>
    sql`(select coalesce(${project}, ${against}) from ${id.table} where ${eq(id, value)})`;

/** A body field naming a row that must be of the project, or a person who must belong to it. */
export interface ProjectReference {
  /** The field the 400 names. */
  field: string;
  id: number;
  /** Where the named row's project is read; `'member'`: a person, with a current link. */
  of: ProjectOf | 'member';
  /** A more telling text than the generic one ('Исполнитель не состоит в проекте задания'). */
  message?: string;
}

/** A reference and the projects it must hold in (a manager of several links: all of them). */
export type ReferenceCheck = ProjectReference & { projectIds: readonly number[] };

/** A current link of user `userId` to one of `projectIds`. */
export const activeMembership = (userId: number, projectIds: readonly number[]) =>
  and(
    eq(user_projects.user_id, userId),
    inArray(user_projects.project_id, [...projectIds]),
    eq(user_projects.is_active, true),
  );

function holds({ id, of, projectIds }: ReferenceCheck): SQL {
  const projects = [...new Set(projectIds)];
  // No project (a row without one): nothing can be of it.
  if (projects.length === 0) return sql`false`;
  if (of === 'member') {
    // One link per user and project (a unique key), so the count is the projects covered.
    return sql`(select count(*) from ${user_projects} where ${activeMembership(id, projects)}) = ${projects.length}`;
  }
  return sql.join(
    projects.map((project) => sql`coalesce(${of(id, project)} = ${project}, false)`),
    sql` and `,
  );
}

/** The checks that fail, all asked in one query (keep them under PostgreSQL's 1,664 columns). */
export async function failedReferences(
  db: Database,
  checks: readonly ReferenceCheck[],
): Promise<ReferenceCheck[]> {
  if (checks.length === 0) return [];
  const columns = checks.map((check, i) => sql`(${holds(check)}) as ${sql.identifier(`r${i}`)}`);
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  // Both drivers answer the rows as `rows`; the shared Database type cannot say so.
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return checks.filter((_, i) => row[`r${i}`] !== true);
}

/** The 400 naming every failed field; its detail is the first one's text. */
export function referenceError(failed: readonly ProjectReference[]): ApiError {
  const errors = failed.map(({ field, of, message }) => ({
    field,
    message:
      message ??
      (of === 'member' ? CATALOG_MESSAGES.notProjectMember : CATALOG_MESSAGES.notInProject),
  }));
  return new ApiError(400, errors[0].message, errors);
}

/** 400 unless every check holds; nothing is asked when there is nothing to check. */
export async function assertReferences(
  db: Database,
  checks: readonly ReferenceCheck[],
): Promise<void> {
  const failed = await failedReferences(db, checks);
  if (failed.length > 0) throw referenceError(failed);
}

/**
 * 400 unless every reference is of the project (a row) or belongs to it (a person). `null`: a
 * row without a project, which no reference can be of. Several projects: each of them.
 */
export function assertInProject(
  db: Database,
  project: number | null | readonly number[],
  references: readonly ProjectReference[],
): Promise<void> {
  const projectIds = project === null ? [] : typeof project === 'number' ? [project] : project;
  return assertReferences(
    db,
    references.map((reference) => ({ ...reference, projectIds })),
  );
}
