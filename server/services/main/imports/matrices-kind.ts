import { inArray } from 'drizzle-orm';
import type { ManyItem, ManyOutcome } from '#server/crud/write-many';
import { writeMany } from '#server/crud/write-many';
import { matrix_skus } from '#server/db/schema/index';
import { fieldErrors, settledResults } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { textsOf } from '#server/imports/resolve';
import { matricesResource, matrixSkusResource } from '../catalog/matrices';
import { matricesByCode, matrixCodeColumn } from './matrix-references';
import { pickProduct, productsByBarcodeOrCode } from './product-references';

/** Spec section 9's price types: 1 regular, 2 promo. */
const PRICE_TYPES: Record<string, number> = { регулярная: 1, промо: 2 };

const MATRIX_COLUMNS: Record<string, string> = {
  code: 'matrix_code',
  name: 'matrix_name',
  is_active: 'matrix_active',
};
const PRODUCT_COLUMNS: Record<string, string> = { sku_id: 'sku', matrix_id: 'matrix_code' };

/** Only what the row says: an empty cell leaves a field as it is. */
const given = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));

/**
 * The batch's matrices, created or changed once per code with what their rows say (a later
 * row's cell over an earlier's): the outcome of each code's write.
 */
async function writeMatrices(context: ImportContext, rows: readonly ImportRow[]) {
  const existing = await matricesByCode(context, rows);
  const byCode = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const code = String(row.values.matrix_code);
    const fields = given({
      name: row.values.matrix_name,
      start_date: row.values.start_date,
      end_date: row.values.end_date,
      is_active: row.values.matrix_active,
    });
    byCode.set(code, { ...byCode.get(code), ...fields });
  }
  const codes = [...byCode.keys()];
  const items = codes.map((code): ManyItem => {
    const id = existing.get(code);
    const values = byCode.get(code) ?? {};
    return id === undefined
      ? { values: { project_id: context.projectId, code, ...values } }
      : { id, values };
  });
  const written = await writeMany(context.tx, matricesResource, items, context.scope);
  return new Map(codes.map((code, i) => [code, written[i]]));
}

/** The products already in the batch's matrices: `matrix:sku` → matrix product id. */
async function matrixProducts(context: ImportContext, matrixIds: number[]) {
  if (matrixIds.length === 0) return new Map<string, number>();
  const rows = await context.tx
    .select({ id: matrix_skus.id, matrix: matrix_skus.matrix_id, sku: matrix_skus.sku_id })
    .from(matrix_skus)
    .where(inArray(matrix_skus.matrix_id, matrixIds));
  return new Map(rows.map((row) => [`${row.matrix}:${row.sku}`, row.id]));
}

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const products = await productsByBarcodeOrCode(context.tx, textsOf(rows, 'sku'), context.scope);
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const skuOf = rows.map((row, i) => {
    const errors: RowError[] = [];
    const id = pickProduct(products, row, 'sku', errors);
    if (errors.length) results[i] = { outcome: 'refused', errors };
    return id;
  });
  const matrices = await writeMatrices(
    context,
    rows.filter((_, i) => !results[i]),
  );
  const matrixOf = (row: ImportRow): ManyOutcome | undefined =>
    matrices.get(String(row.values.matrix_code));
  const matrixIds = [...matrices.values()].flatMap((o) => (o.outcome === 'refused' ? [] : [o.id]));
  const existing = await matrixProducts(context, matrixIds);
  // The first row of a matrix tells its creation or change; the others, their product's.
  const carried = new Set<string>();
  const items = rows.flatMap((row, i): { i: number; item: ManyItem; matrixChanged: boolean }[] => {
    const matrix = matrixOf(row);
    if (results[i] || !matrix) return [];
    if (matrix.outcome === 'refused') {
      results[i] = { outcome: 'refused', errors: fieldErrors(matrix.errors, MATRIX_COLUMNS) };
      return [];
    }
    const code = String(row.values.matrix_code);
    const matrixChanged = matrix.outcome !== 'unchanged' && !carried.has(code);
    carried.add(code);
    const priceType = row.values.price_type;
    const values = given({
      is_required: row.values.is_required,
      min_facing: row.values.min_facing,
      price_type: typeof priceType === 'string' ? PRICE_TYPES[priceType] : null,
    });
    const id = existing.get(`${matrix.id}:${skuOf[i]}`);
    const item: ManyItem =
      id === undefined
        ? { values: { matrix_id: matrix.id, sku_id: skuOf[i], ...values } }
        : { id, values };
    return [{ i, item, matrixChanged }];
  });
  const written = await writeMany(
    context.tx,
    matrixSkusResource,
    items.map((entry) => entry.item),
    context.scope,
  );
  written.forEach((outcome, j) => {
    const { i, matrixChanged } = items[j];
    if (outcome.outcome === 'refused') {
      results[i] = { outcome: 'refused', errors: fieldErrors(outcome.errors, PRODUCT_COLUMNS) };
    } else {
      const changed = outcome.outcome === 'unchanged' && matrixChanged;
      results[i] = { outcome: changed ? 'updated' : outcome.outcome };
    }
  });
  return settledResults(results);
}

/** MATRICES: a project's assortment matrices, a product of a matrix a row. */
export const matricesKind = defineImportKind({
  kind: 'MATRICES',
  group: 'matrices',
  label: 'Ассортиментные матрицы',
  description:
    'Строка — товар ассортиментной матрицы проекта: матрица находится по коду (новый код создаёт матрицу), товар — по штрихкоду или коду. Поля матрицы достаточно указать в одной её строке; пустая ячейка оставляет поле как есть.',
  columns: [
    matrixCodeColumn,
    {
      key: 'matrix_name',
      header: 'Матрица',
      type: 'text',
      example: 'Основной ассортимент',
      synonyms: ['Название матрицы'],
      description: 'Название матрицы: нужно для новой матрицы.',
    },
    {
      key: 'start_date',
      header: 'Дата начала',
      type: 'date',
      example: '01.01.2027',
      synonyms: ['Начало'],
    },
    {
      key: 'end_date',
      header: 'Дата окончания',
      type: 'date',
      example: '31.12.2027',
      synonyms: ['Окончание'],
    },
    {
      key: 'matrix_active',
      header: 'Матрица активна',
      type: 'boolean',
      example: 'да',
    },
    {
      key: 'sku',
      header: 'Товар',
      type: 'text',
      required: true,
      example: '4607001234562',
      synonyms: ['Штрихкод', 'Код товара', 'Штрихкод или код товара'],
      description: 'Штрихкод или код товара общего каталога или каталога проекта.',
    },
    {
      key: 'is_required',
      header: 'Обязательный',
      type: 'boolean',
      example: 'да',
      synonyms: ['Обязательный товар', 'Must have'],
    },
    {
      key: 'min_facing',
      header: 'Мин. фейсинг',
      type: 'integer',
      example: '2',
      synonyms: ['Минимальный фейсинг', 'Фейсинг'],
      description: 'Не меньше 1 и не больше 999; пусто — без минимума.',
    },
    {
      key: 'price_type',
      header: 'Тип цены',
      type: 'list',
      example: 'регулярная',
      options: Object.keys(PRICE_TYPES),
    },
  ],
  key: ['matrix_code', 'sku'],
  permissions: [
    { area: 'matrix', level: 'create' },
    { area: 'matrix', level: 'update' },
  ],
  writeBatch,
});
