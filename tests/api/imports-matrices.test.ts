import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import {
  branches,
  matrices,
  matrix_rules,
  matrix_skus,
  matrix_workflow_relates,
  project_outlets,
  regions,
  sku,
  sku_brands,
  sku_categories,
  sku_category_relates,
  territories,
  workflows,
} from '#server/db/schema/index';
import { MATRIX_MESSAGES } from '#src/contracts/catalog/matrices';
import { REQUIRED_FIELD } from '#src/contracts/field-constants';
import type { ImportKindName } from '#src/contracts/imports';
import { bearerFor } from './support/auth';
import { loadSeedIds, uniqueCode, uniqueEan } from './support/catalog-samples';
import { filledTemplate, roundTrip, runImport, type SampleRow } from './support/imports';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
let db: Database;
let admin: Headers;
let project: number;
/** Products of the shared catalog, by barcode and code. */
let shared: { id: number; barcode: string; code: string }[];

beforeAll(async () => {
  test = await createTestApp();
  db = test.database.db;
  admin = await bearerFor(test, 'administrator');
  project = (await loadSeedIds(db)).projectId;
  const rows = await db
    .select({ id: sku.id, barcode: sku.barcode, code: sku.code })
    .from(sku)
    .where(and(isNull(sku.project_id), isNotNull(sku.barcode), isNotNull(sku.code)))
    .orderBy(sku.id)
    .limit(4);
  shared = rows.map((row) => ({ id: row.id, barcode: row.barcode ?? '', code: row.code ?? '' }));
});
afterAll(() => test?.close());

/** Imports `rows` (a real run unless told): the process as the journal answers it. */
async function imported(kind: ImportKindName, rows: SampleRow[], dryRun = false) {
  const file = await filledTemplate(test, admin, kind, rows);
  return runImport(test, admin, { kind, projectId: project, file, dryRun });
}

/** The one refused row of an import of `rows`, checked by a dry run. */
async function refusal(kind: ImportKindName, rows: SampleRow[]) {
  const process = await imported(kind, rows, true);
  expect(process.status).toBe('completed_with_errors');
  expect(process.error_data.other.rows).toHaveLength(1);
  return process.error_data.other.rows[0];
}

async function matrixOf(code: string) {
  const [row] = await db
    .select()
    .from(matrices)
    .where(and(eq(matrices.project_id, project), eq(matrices.code, code)));
  return row;
}

describe('PRODUCTS', () => {
  const barcode = uniqueEan();
  const code = uniqueCode();

  it('creates products by barcode or code and leaves them unchanged the second time', async () => {
    const [brand] = await db.select().from(sku_brands).orderBy(sku_brands.id).limit(1);
    const [category] = await db
      .select()
      .from(sku_categories)
      .where(eq(sku_categories.name, 'Снеки'));
    const rows: SampleRow[] = [
      {
        barcode,
        name: 'Импортное печенье 200 г',
        brand: brand.name,
        category: category.name,
        volume: '200 г',
        unit: 'шт',
      },
      { code, name: 'Товар проекта', project_own: 'да', is_active: 'нет' },
      { barcode: shared[0].barcode, article: 'ART-IMPORTED', name: 'Переименованный товар' },
    ];
    const { first } = await roundTrip(test, admin, { kind: 'PRODUCTS', projectId: project, rows });
    expect(first.counts).toMatchObject({ created: 2, updated: 1 });
    const [byBarcode] = await db.select().from(sku).where(eq(sku.barcode, barcode));
    expect(byBarcode).toMatchObject({
      name: 'Импортное печенье 200 г',
      brand_id: brand.id,
      volume: '200 г',
      unit: 'pcs',
      project_id: null,
    });
    const linked = await db
      .select()
      .from(sku_category_relates)
      .where(eq(sku_category_relates.sku_id, byBarcode.id));
    expect(linked.map((link) => link.sku_category_id)).toEqual([category.id]);
    const [byCode] = await db.select().from(sku).where(eq(sku.code, code));
    expect(byCode).toMatchObject({ project_id: project, is_active: false, barcode: null });
    const [renamed] = await db.select().from(sku).where(eq(sku.id, shared[0].id));
    expect(renamed).toMatchObject({ name: 'Переименованный товар', article: 'ART-IMPORTED' });
  });

  it('updates the product its barcode names', async () => {
    const process = await imported('PRODUCTS', [
      { barcode, name: 'Импортное печенье 200 г', volume: '250 г' },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const [stored] = await db.select().from(sku).where(eq(sku.barcode, barcode));
    expect(stored.volume).toBe('250 г');
  });

  it('refuses a product with neither a barcode nor a code', async () => {
    const refused = await refusal('PRODUCTS', [{ name: 'Товар без штрихкода' }]);
    expect(refused).toEqual({
      row: 2,
      column: 'Штрихкод',
      value: null,
      message: 'Укажите штрихкод или код товара',
    });
  });

  it('refuses a brand that is not in the directory', async () => {
    const refused = await refusal('PRODUCTS', [
      { barcode: uniqueEan(), name: 'Товар без бренда', brand: 'Нетакогобренда' },
    ]);
    expect(refused).toEqual({
      row: 2,
      column: 'Бренд',
      value: 'Нетакогобренда',
      message: 'Бренд «Нетакогобренда» не найден',
    });
  });
});

describe('MATRICES', () => {
  const main = uniqueCode();
  const promo = uniqueCode();

  it('creates matrices with their products and leaves them unchanged the second time', async () => {
    const rows: SampleRow[] = [
      {
        matrix_code: main,
        matrix_name: 'Импортная матрица',
        start_date: '01.02.2027',
        end_date: '31.12.2027',
        sku: shared[1].barcode,
        is_required: 'да',
      },
      { matrix_code: main, sku: shared[2].code, is_required: 'нет' },
      {
        matrix_code: promo,
        matrix_name: 'Промо-матрица',
        sku: shared[1].code,
        min_facing: 3,
        price_type: 'промо',
      },
    ];
    const { first } = await roundTrip(test, admin, { kind: 'MATRICES', projectId: project, rows });
    expect(first.counts.created).toBe(3);
    const matrix = await matrixOf(main);
    expect(matrix).toMatchObject({
      name: 'Импортная матрица',
      start_date: '2027-02-01',
      end_date: '2027-12-31',
      is_active: true,
    });
    const products = await db
      .select({ sku: matrix_skus.sku_id, required: matrix_skus.is_required })
      .from(matrix_skus)
      .where(eq(matrix_skus.matrix_id, matrix.id))
      .orderBy(matrix_skus.sku_id);
    expect(products).toEqual([
      { sku: shared[1].id, required: true },
      { sku: shared[2].id, required: false },
    ]);
    const [promoProduct] = await db
      .select()
      .from(matrix_skus)
      .where(eq(matrix_skus.matrix_id, (await matrixOf(promo)).id));
    expect(promoProduct).toMatchObject({ sku_id: shared[1].id, min_facing: 3, price_type: 2 });
  });

  it('updates a matrix product named by matrix code and product', async () => {
    const process = await imported('MATRICES', [
      { matrix_code: promo, sku: shared[1].barcode, min_facing: 5 },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const [stored] = await db
      .select()
      .from(matrix_skus)
      .where(eq(matrix_skus.matrix_id, (await matrixOf(promo)).id));
    expect(stored.min_facing).toBe(5);
  });

  it('refuses a product that is not in the catalog', async () => {
    const refused = await refusal('MATRICES', [{ matrix_code: main, sku: 'NO-SUCH-SKU' }]);
    expect(refused).toEqual({
      row: 2,
      column: 'Товар *',
      value: 'NO-SUCH-SKU',
      message: 'Товар со штрихкодом или кодом «NO-SUCH-SKU» не найден',
    });
  });
  it('refuses a new matrix without its name on the name column', async () => {
    const refused = await refusal('MATRICES', [{ matrix_code: uniqueCode(), sku: shared[3].code }]);
    expect(refused).toEqual({ row: 2, column: 'Матрица', value: null, message: REQUIRED_FIELD });
  });
});

describe('MATRIX_ASSIGNMENT_RULES', () => {
  let region: { id: number; name: string };
  let branch: { id: number; name: string };
  let territory: { id: number; name: string };
  let outlet: { id: number; code: string | null };

  beforeAll(async () => {
    [region] = await db.select({ id: regions.id, name: regions.name }).from(regions).limit(1);
    [branch] = await db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.project_id, project))
      .limit(1);
    [territory] = await db
      .select({ id: territories.id, name: territories.name })
      .from(territories)
      .where(eq(territories.project_id, project))
      .limit(1);
    [outlet] = await db
      .select({ id: project_outlets.id, code: project_outlets.external_code })
      .from(project_outlets)
      .where(and(eq(project_outlets.project_id, project), isNotNull(project_outlets.external_code)))
      .limit(1);
  });

  const rulesOf = async (code: string) =>
    db
      .select()
      .from(matrix_rules)
      .where(eq(matrix_rules.matrix_id, (await matrixOf(code)).id));

  it('creates rules by their criteria and leaves them unchanged the second time', async () => {
    const rows: SampleRow[] = [
      { matrix_code: 'BASE', region: region.name },
      { matrix_code: 'EXT', branch: branch.name, territory: territory.name, priority: 7 },
      { matrix_code: 'BASE', outlet_code: outlet.code, is_active: 'нет' },
    ];
    const { first } = await roundTrip(test, admin, {
      kind: 'MATRIX_ASSIGNMENT_RULES',
      projectId: project,
      rows,
    });
    expect(first.counts.created).toBe(3);
    expect(await rulesOf('BASE')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ region_id: region.id, branch_id: null, is_active: true }),
        expect.objectContaining({
          project_outlet_id: outlet.id,
          region_id: null,
          is_active: false,
        }),
      ]),
    );
    expect(await rulesOf('EXT')).toContainEqual(
      expect.objectContaining({
        branch_id: branch.id,
        territory_id: territory.id,
        project_retail_id: null,
        priority: 7,
      }),
    );
  });

  it('updates the priority of the rule with the same criteria', async () => {
    const before = (await rulesOf('EXT')).length;
    const process = await imported('MATRIX_ASSIGNMENT_RULES', [
      { matrix_code: 'EXT', branch: branch.name, territory: territory.name, priority: 9 },
    ]);
    expect(process.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    const after = await rulesOf('EXT');
    expect(after).toHaveLength(before);
    expect(after).toContainEqual(
      expect.objectContaining({ branch_id: branch.id, territory_id: territory.id, priority: 9 }),
    );
  });

  it('refuses a rule without a criterion as a whole row', async () => {
    const refused = await refusal('MATRIX_ASSIGNMENT_RULES', [
      { matrix_code: 'BASE', priority: 3 },
    ]);
    expect(refused).toEqual({
      row: 2,
      column: null,
      value: null,
      message: MATRIX_MESSAGES.noCriteria,
    });
  });

  it('refuses a city that is not in the directory', async () => {
    const refused = await refusal('MATRIX_ASSIGNMENT_RULES', [
      { matrix_code: 'BASE', city: 'Нетакогограда' },
    ]);
    expect(refused).toEqual({
      row: 2,
      column: 'Город',
      value: 'Нетакогограда',
      message: 'Город «Нетакогограда» не найден',
    });
  });
});

describe('MATRIX_WORKFLOW_RELATES', () => {
  it('relates matrices to workflows by code or name, once', async () => {
    const rows: SampleRow[] = [
      { matrix_code: 'BASE', workflow: 'PROMO' },
      { matrix_code: 'EXT', workflow: 'Стандартный визит' },
    ];
    const { first } = await roundTrip(test, admin, {
      kind: 'MATRIX_WORKFLOW_RELATES',
      projectId: project,
      rows,
    });
    expect(first.counts.created).toBe(2);
    const related = await db
      .select({ matrix: matrices.code, workflow: workflows.code })
      .from(matrix_workflow_relates)
      .innerJoin(matrices, eq(matrices.id, matrix_workflow_relates.matrix_id))
      .innerJoin(workflows, eq(workflows.id, matrix_workflow_relates.workflow_id))
      .where(eq(matrices.project_id, project));
    expect(related).toEqual(
      expect.arrayContaining([
        { matrix: 'BASE', workflow: 'PROMO' },
        { matrix: 'EXT', workflow: 'STD' },
      ]),
    );
  });

  it('refuses a workflow the project does not have', async () => {
    const refused = await refusal('MATRIX_WORKFLOW_RELATES', [
      { matrix_code: 'BASE', workflow: 'NO-SUCH-WORKFLOW' },
    ]);
    expect(refused).toEqual({
      row: 2,
      column: 'Процесс *',
      value: 'NO-SUCH-WORKFLOW',
      message: 'Процесс «NO-SUCH-WORKFLOW» не найден в проекте',
    });
  });
});
