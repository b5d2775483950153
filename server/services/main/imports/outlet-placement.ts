import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  branches,
  cities,
  outlet_types,
  project_outlets as po,
  project_retails,
  regions,
  retails,
  territories,
} from '#server/db/schema/index';
import type { ImportContext, ImportRow, RowError } from '#server/imports/kind';
import { idsByText, pick, textsOf } from '#server/imports/resolve';
import { pickUser, usersByLoginOrPhone } from '#server/imports/resolve-users';

/** The shared and the project's references of a batch, each looked up once. */
export async function outletReferences(context: ImportContext, rows: readonly ImportRow[]) {
  const { tx, projectId } = context;
  const ofProject = (column: PgColumn) => eq(column, projectId);
  const [city, region, retail, outletType, projectRetail, branch, territory, manager] =
    await Promise.all([
      idsByText(tx, cities.id, cities.name, textsOf(rows, 'city')),
      idsByText(tx, regions.id, regions.name, textsOf(rows, 'region')),
      idsByText(tx, retails.id, retails.name, textsOf(rows, 'retail')),
      idsByText(tx, outlet_types.id, outlet_types.name, textsOf(rows, 'outlet_type')),
      idsByText(
        tx,
        project_retails.id,
        project_retails.name,
        textsOf(rows, 'project_retail'),
        ofProject(project_retails.project_id),
      ),
      idsByText(
        tx,
        branches.id,
        branches.name,
        textsOf(rows, 'branch'),
        ofProject(branches.project_id),
      ),
      idsByText(
        tx,
        territories.id,
        territories.name,
        textsOf(rows, 'territory'),
        ofProject(territories.project_id),
      ),
      usersByLoginOrPhone(tx, rows, 'manager'),
    ]);
  return { city, region, retail, outletType, projectRetail, branch, territory, manager };
}

export type References = Awaited<ReturnType<typeof outletReferences>>;

/** The project's placement of a row's outlet: what a project outlet's form writes. */
export function placementOf(row: ImportRow, refs: References, errors: RowError[]) {
  const placement: Record<string, unknown> = {
    project_retail_id: pick(
      refs.projectRetail,
      row,
      'project_retail',
      { notFound: (t) => `Сеть проекта «${t}» не найдена` },
      errors,
    ),
    region_id: pick(
      refs.region,
      row,
      'region',
      { notFound: (t) => `Регион «${t}» не найден` },
      errors,
    ),
    branch_id: pick(
      refs.branch,
      row,
      'branch',
      { notFound: (t) => `Филиал «${t}» не найден в проекте` },
      errors,
    ),
    territory_id: pick(
      refs.territory,
      row,
      'territory',
      { notFound: (t) => `Территория «${t}» не найдена в проекте` },
      errors,
    ),
    city_id: pick(
      refs.city,
      row,
      'city',
      {
        notFound: (t) => `Город «${t}» не найден`,
        ambiguous: (t) => `Городов «${t}» несколько: укажите регион`,
      },
      errors,
    ),
    manager_id: pickUser(refs.manager, row, 'manager', errors),
    is_active: row.values.is_active,
  };
  return placement;
}

/** Only what the file says: an empty cell leaves a placement as it is. */
export const given = (
  values: Record<string, unknown>,
  row: ImportRow,
  columns: Record<string, string>,
) =>
  Object.fromEntries(
    Object.entries(values).filter(([field]) => {
      const column = columns[field] ?? field;
      const value = row.values[column];
      return value !== null && value !== undefined;
    }),
  );

export const FIELD_COLUMNS: Record<string, string> = {
  project_retail_id: 'project_retail',
  region_id: 'region',
  branch_id: 'branch',
  territory_id: 'territory',
  city_id: 'city',
  manager_id: 'manager',
  retail_id: 'retail',
  outlet_type_id: 'outlet_type',
  external_code: 'external_code',
};

/** The project's outlets of a batch's codes: code → project outlet id. */
export async function projectOutletsByCode(context: ImportContext, codes: string[]) {
  const found = new Map<string, number>();
  if (codes.length === 0) return found;
  const rows = await context.tx
    .select({ id: po.id, code: po.external_code })
    .from(po)
    .where(and(eq(po.project_id, context.projectId), inArray(po.external_code, codes)));
  for (const row of rows) if (row.code) found.set(row.code, row.id);
  return found;
}
