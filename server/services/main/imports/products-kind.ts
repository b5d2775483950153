import { and, inArray } from 'drizzle-orm';
import type { ManyItem } from '#server/crud/write-many';
import { writeMany } from '#server/crud/write-many';
import {
  sku_brands,
  sku_categories,
  sku_category_relates,
  sku_manufacturers,
} from '#server/db/schema/index';
import { fieldErrors, settledResults } from '#server/imports/field-errors';
import type { ImportContext, ImportRow, RowError, RowResult } from '#server/imports/kind';
import { defineImportKind } from '#server/imports/kind';
import { idsByText, pick, textsOf } from '#server/imports/resolve';
import type { SKU_UNITS } from '#src/contracts/enums';
import { skuResource } from '../catalog/sku';
import { CATEGORY, linkSkus } from '../catalog/sku-relate-links';
import { productsByBarcodeOrCode } from './product-references';

/** The units as the product form shows them. */
const UNITS: Record<string, (typeof SKU_UNITS)[number]> = {
  шт: 'pcs',
  уп: 'pack',
  кг: 'kg',
  г: 'g',
  л: 'l',
  мл: 'ml',
};

const FIELD_COLUMNS: Record<string, string> = {
  brand_id: 'brand',
  manufacturer_id: 'manufacturer',
};

/** The product a row names: by its barcode, else by its code; both must name the same one. */
function existingProduct(
  found: Awaited<ReturnType<typeof productsByBarcodeOrCode>>,
  row: ImportRow,
  errors: RowError[],
): number | undefined {
  const { barcode, code } = row.values;
  if (barcode === null && code === null) {
    errors.push({ column: 'barcode', message: 'Укажите штрихкод или код товара' });
    return undefined;
  }
  const byBarcode = typeof barcode === 'string' ? found.byBarcode.get(barcode) : undefined;
  const byCode = typeof code === 'string' ? found.byCode.get(code) : undefined;
  if (byBarcode !== undefined && byCode !== undefined && byBarcode !== byCode) {
    errors.push({
      column: 'code',
      message: `Код «${code}» у другого товара, не со штрихкодом «${barcode}»`,
    });
    return undefined;
  }
  return byBarcode ?? byCode;
}

/** The pairs product–category already linked, as `sku:category`. */
async function linkedPairs(context: ImportContext, skuIds: number[], categoryIds: number[]) {
  if (skuIds.length === 0 || categoryIds.length === 0) return new Set<string>();
  const rows = await context.tx
    .select({ sku: sku_category_relates.sku_id, category: sku_category_relates.sku_category_id })
    .from(sku_category_relates)
    .where(
      and(
        inArray(sku_category_relates.sku_id, skuIds),
        inArray(sku_category_relates.sku_category_id, categoryIds),
      ),
    );
  return new Set(rows.map((row) => `${row.sku}:${row.category}`));
}

/**
 * Puts the written products in their categories through the link the product list's bulk action
 * calls; answers the rows whose product joined a category it was not in.
 */
async function linkCategories(
  context: ImportContext,
  links: readonly { i: number; skuId: number; categoryId: number }[],
): Promise<Set<number>> {
  const linked = await linkedPairs(
    context,
    links.map((link) => link.skuId),
    links.map((link) => link.categoryId),
  );
  const fresh = links.filter((link) => !linked.has(`${link.skuId}:${link.categoryId}`));
  const byCategory = new Map<number, number[]>();
  for (const link of fresh) {
    byCategory.set(link.categoryId, [...(byCategory.get(link.categoryId) ?? []), link.skuId]);
  }
  for (const [categoryId, skuIds] of byCategory) {
    await linkSkus(context.tx, CATEGORY, skuIds, categoryId, context.scope);
  }
  return new Set(fresh.map((link) => link.i));
}

async function writeBatch(
  context: ImportContext,
  rows: readonly ImportRow[],
): Promise<RowResult[]> {
  const { tx } = context;
  const [found, brands, manufacturers, categories] = await Promise.all([
    productsByBarcodeOrCode(
      tx,
      [...textsOf(rows, 'barcode'), ...textsOf(rows, 'code')],
      context.scope,
    ),
    idsByText(tx, sku_brands.id, sku_brands.name, textsOf(rows, 'brand')),
    idsByText(tx, sku_manufacturers.id, sku_manufacturers.name, textsOf(rows, 'manufacturer')),
    idsByText(tx, sku_categories.id, sku_categories.name, textsOf(rows, 'category')),
  ]);
  const results: (RowResult | undefined)[] = rows.map(() => undefined);
  const categoryOf: (number | null)[] = [];
  const items = rows.flatMap((row, i): { i: number; item: ManyItem }[] => {
    const errors: RowError[] = [];
    const id = existingProduct(found, row, errors);
    const unit = row.values.unit;
    const fields: Record<string, unknown> = {
      name: row.values.name,
      barcode: row.values.barcode,
      code: row.values.code,
      article: row.values.article,
      brand_id: pick(brands, row, 'brand', { notFound: (t) => `Бренд «${t}» не найден` }, errors),
      manufacturer_id: pick(
        manufacturers,
        row,
        'manufacturer',
        { notFound: (t) => `Производитель «${t}» не найден` },
        errors,
      ),
      volume: row.values.volume,
      unit: typeof unit === 'string' ? UNITS[unit] : null,
      is_active: row.values.is_active,
    };
    categoryOf[i] = pick(
      categories,
      row,
      'category',
      {
        notFound: (t) => `Категория «${t}» не найдена`,
        ambiguous: (t) => `Категорий «${t}» несколько: переименуйте одну из них`,
      },
      errors,
    );
    if (errors.length) {
      results[i] = { outcome: 'refused', errors };
      return [];
    }
    // An empty cell leaves the product's field as it is, and makes nothing of a new one.
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
    if (id !== undefined) return [{ i, item: { id, values } }];
    const own = row.values.project_own === true;
    return [
      { i, item: { values: { ...values, ...(own ? { project_id: context.projectId } : {}) } } },
    ];
  });
  const written = await writeMany(
    tx,
    skuResource,
    items.map((entry) => entry.item),
    context.scope,
  );
  const links: { i: number; skuId: number; categoryId: number }[] = [];
  written.forEach((outcome, j) => {
    const i = items[j].i;
    if (outcome.outcome === 'refused') {
      results[i] = { outcome: 'refused', errors: fieldErrors(outcome.errors, FIELD_COLUMNS) };
      return;
    }
    results[i] = { outcome: outcome.outcome };
    const categoryId = categoryOf[i];
    if (categoryId !== null) links.push({ i, skuId: outcome.id, categoryId });
  });
  for (const i of await linkCategories(context, links)) {
    if (results[i]?.outcome === 'unchanged') results[i] = { outcome: 'updated' };
  }
  return settledResults(results);
}

/** PRODUCTS: the product catalog, a product a row, found again by its barcode or its code. */
export const productsKind = defineImportKind({
  kind: 'PRODUCTS',
  group: 'matrices',
  label: 'Товары',
  description:
    'Строка — товар (SKU). Товар находится по штрихкоду, а без него — по коду: найденный обновляется (пустая ячейка оставляет поле как есть), новый создаётся в общем каталоге или, если указано, только в проекте импорта. Категория добавляет товар в категорию.',
  columns: [
    {
      key: 'barcode',
      header: 'Штрихкод',
      type: 'text',
      example: '4607001234562',
      synonyms: ['Штрих-код', 'EAN', 'ШК'],
      description:
        'EAN-13 или EAN-8. Штрихкод или код нужен, чтобы найти товар при следующем импорте.',
    },
    {
      key: 'code',
      header: 'Код',
      type: 'text',
      example: 'SKU-1001',
      synonyms: ['Код товара', 'Код SKU'],
      description: 'Код товара, единый для всех проектов.',
    },
    {
      key: 'name',
      header: 'Название',
      type: 'text',
      required: true,
      example: 'Невская долина печенье 200 г',
      synonyms: ['Наименование', 'Товар'],
    },
    { key: 'article', header: 'Артикул', type: 'text', example: 'A-10001' },
    {
      key: 'brand',
      header: 'Бренд',
      type: 'text',
      example: 'Невская долина',
      synonyms: ['Торговая марка', 'ТМ'],
      description: 'Бренд из справочника брендов.',
    },
    {
      key: 'manufacturer',
      header: 'Производитель',
      type: 'text',
      example: 'Нева Продукт',
      description: 'Производитель из справочника производителей.',
    },
    {
      key: 'category',
      header: 'Категория',
      type: 'text',
      example: 'Снеки',
      description: 'Категория из справочника категорий: товар добавляется в неё.',
    },
    { key: 'volume', header: 'Объём', type: 'text', example: '200 г', synonyms: ['Вес'] },
    {
      key: 'unit',
      header: 'Ед. изм.',
      type: 'list',
      example: 'шт',
      options: Object.keys(UNITS),
      synonyms: ['Единица измерения', 'Ед.'],
    },
    {
      key: 'is_active',
      header: 'Активен',
      type: 'boolean',
      example: 'да',
      synonyms: ['Активность'],
    },
    {
      key: 'project_own',
      header: 'Только в проекте',
      type: 'boolean',
      example: 'нет',
      synonyms: ['Товар проекта'],
      description:
        'да — новый товар только для проекта импорта; нет или пусто — в общем каталоге. Найденного товара не меняет.',
    },
  ],
  key: ['barcode', 'code'],
  permissions: [
    { area: 'sku_catalog', level: 'create' },
    { area: 'sku_catalog', level: 'update' },
  ],
  writeBatch,
});
