import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { matrices, matrix_skus, outlets, project_outlets, visits } from '#server/db/schema/index';
import {
  REPORTS_READ,
  type ReportColumn,
  refusedUnlessReads,
  reportKind,
} from '#server/exports/report-kind';
import {
  VISIT_LINE_COLUMNS,
  type VisitLineCursor,
  visitLineCursor,
  visitLines,
  visitReportFilterSchema,
  visitReportWhere,
} from '#server/exports/visit-lines';
import { EXPORT_MESSAGES } from '#src/contracts/exports';
import { ruleHitsOutlet } from '../catalog/matrices';

const MATRIX_COLUMNS: readonly ReportColumn[] = [
  { key: 'matrix', header: 'Матрица', type: 'text' },
  { key: 'matrix_code', header: 'Код матрицы', type: 'text' },
  { key: 'sku_count', header: 'Товаров в матрице', type: 'number' },
  { key: 'required_sku_count', header: 'Обязательных товаров', type: 'number' },
];

/** The matrices in force for a visit: active, valid on its day, with a rule hitting its outlet. */
const inForce = sql`${matrices.project_id} = ${visits.project_id} and ${matrices.is_active}
  and (${matrices.start_date} is null or ${matrices.start_date} <= ${visits.visit_date})
  and (${matrices.end_date} is null or ${matrices.end_date} >= ${visits.visit_date})
  and exists (select 1 from matrix_rules as r where r.matrix_id = ${matrices.id} and r.is_active
    and ${ruleHitsOutlet('r', 'po', 'o')})`;

const outletJoins = sql`join ${project_outlets} as po on po.id = ${visits.project_outlet_id}
  join ${outlets} as o on o.id = po.outlet_id`;

type Rows<T> = { rows: T[] };
interface VisitMatrix {
  visit_id: number;
  matrix: string;
  matrix_code: string | null;
  sku_count: number;
  required_sku_count: number;
}

/** The matrices in force for each of the visits, by name. */
async function matricesOf(db: Database, visitIds: number[]): Promise<Map<number, VisitMatrix[]>> {
  // Both drivers answer the rows as `rows`; the shared Database type cannot say so.
  const found = (await db.execute(sql`
    select ${visits.id} as visit_id, ${matrices.name} as matrix, ${matrices.code} as matrix_code,
      (select count(*) from ${matrix_skus} where ${matrix_skus.matrix_id} = ${matrices.id})::int as sku_count,
      (select count(*) from ${matrix_skus} where ${matrix_skus.matrix_id} = ${matrices.id}
        and ${matrix_skus.is_required})::int as required_sku_count
    from ${visits} ${outletJoins}
    join ${matrices} on ${inForce}
    where ${inArray(visits.id, visitIds)}
    order by ${visits.id}, ${matrices.name}, ${matrices.id}`)) as unknown as Rows<VisitMatrix>;
  const byVisit = new Map<number, VisitMatrix[]>();
  for (const row of found.rows) {
    const id = Number(row.visit_id);
    byVisit.set(id, [...(byVisit.get(id) ?? []), row]);
  }
  return byVisit;
}

/** The report's lines: a visit with no matrix in force has one line of its own. */
async function lineCount(db: Database, where: SQL | undefined): Promise<number> {
  const found = (await db.execute(sql`
    select coalesce(sum(greatest(1, (select count(*) from ${matrices} where ${inForce}))), 0)::int as total
    from ${visits} ${outletJoins}
    where ${where}`)) as unknown as Rows<{ total: number }>;
  return Number(found.rows[0]?.total ?? 0);
}

/**
 * Visits by matrices: each visit of the period with every matrix in force for it on its day
 * (the assortment the visit was to check), a line per visit and matrix.
 */
export const visitsByMatricesKind = reportKind({
  kind: 'visits_by_matrices',
  label: 'Визиты по матрицам',
  permission: REPORTS_READ,
  filter: visitReportFilterSchema,
  columns: [...VISIT_LINE_COLUMNS, ...MATRIX_COLUMNS],
  requires: { project: true, dateRange: true },
  refuses: refusedUnlessReads('matrix'),
  deniedMessage: EXPORT_MESSAGES.matrixDenied,
  count: ({ db, access, filter }) => lineCount(db, visitReportWhere(access, filter)),
  async page({ db, access, filter }, after: VisitLineCursor | undefined, limit) {
    const lines = await visitLines(db, visitReportWhere(access, filter), after, limit);
    if (lines.length === 0) return [];
    const byVisit = await matricesOf(
      db,
      lines.map((line) => line.visit_id),
    );
    return lines.flatMap((line) => {
      const found = byVisit.get(line.visit_id);
      return found ? found.map(({ visit_id: _, ...matrix }) => ({ ...line, ...matrix })) : [line];
    });
  },
  cursorOf: visitLineCursor,
});
