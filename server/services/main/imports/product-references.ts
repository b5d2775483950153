import { and, inArray, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { sku } from '#server/db/schema/index';
import type { ImportRow, RowError } from '#server/imports/kind';
import { visibleSku } from '../catalog/sku-relate-links';

/** The products a batch names, by barcode and by code (each names one product everywhere). */
export interface ProductsFound {
  byBarcode: Map<string, number>;
  byCode: Map<string, number>;
}

/**
 * The products of `texts` among those `scope` sees (the shared catalog and its projects' own),
 * in one query: a text may be a barcode or a code.
 */
export async function productsByBarcodeOrCode(
  tx: Database,
  texts: readonly string[],
  scope: readonly number[],
): Promise<ProductsFound> {
  const found: ProductsFound = { byBarcode: new Map(), byCode: new Map() };
  const values = [...new Set(texts.map((text) => text.trim()))].filter(Boolean);
  if (values.length === 0) return found;
  const rows = await tx
    .select({ id: sku.id, barcode: sku.barcode, code: sku.code })
    .from(sku)
    .where(
      and(or(inArray(sku.barcode, values), inArray(sku.code, values)), visibleSku([...scope])),
    );
  for (const row of rows) {
    if (row.barcode) found.byBarcode.set(row.barcode, row.id);
    if (row.code) found.byCode.set(row.code, row.id);
  }
  return found;
}

/** A row's product named by its barcode or its code in one cell; a refusal when none is. */
export function pickProduct(
  found: ProductsFound,
  row: ImportRow,
  key: string,
  errors: RowError[],
): number | null {
  const value = row.values[key];
  if (typeof value !== 'string' || value === '') return null;
  const id = found.byBarcode.get(value) ?? found.byCode.get(value);
  if (id === undefined) {
    errors.push({ column: key, message: `Товар со штрихкодом или кодом «${value}» не найден` });
    return null;
  }
  return id;
}
