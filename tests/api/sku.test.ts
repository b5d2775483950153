import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sku_category_relates, sku_group_relates } from '#server/db/schema/index';
import { BARCODE_MESSAGES } from '#src/contracts/barcode';
import { bearerFor } from './support/auth';
import { firstId, uniqueCode } from './support/catalog-samples';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
});
afterAll(() => test.close());

const call = (method: 'POST' | 'PATCH', path: string, payload: object) =>
  test.app.inject({ method, url: `/svc/main${path}`, headers: admin, payload });
const list = async (body: object) =>
  (await call('POST', '/v2/sku/list/', { limit: 100, ...body })).json() as {
    items: { id: number; barcode: string | null }[];
    total: number;
  };

describe('products (SKU)', () => {
  it('refuses a barcode with a wrong check digit or length, on the barcode field', async () => {
    for (const barcode of ['4006381333932', '400638133393', 'abcdefgh']) {
      const response = await call('POST', '/sku/', { name: `Сок ${uniqueCode()}`, barcode });
      expect(response.statusCode, barcode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'barcode', message: BARCODE_MESSAGES.invalid },
      ]);
    }
  });

  it('takes a valid EAN-13 and EAN-8 once, refusing the same barcode again', async () => {
    const ean13 = await call('POST', '/sku/', {
      name: `Сок ${uniqueCode()}`,
      barcode: '4006381333931',
    });
    expect(ean13.statusCode, ean13.body).toBe(201);
    const ean8 = await call('POST', '/sku/', { name: `Вода ${uniqueCode()}`, barcode: '96385074' });
    expect(ean8.statusCode, ean8.body).toBe(201);
    expect(ean8.json()).toMatchObject({ barcode: '96385074', project_id: null, is_active: true });

    const again = await call('POST', '/sku/', {
      name: `Морс ${uniqueCode()}`,
      barcode: '96385074',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { field: 'barcode', message: BARCODE_MESSAGES.duplicate },
    ]);
    const renamed = await call('PATCH', `/sku/${ean13.json().id}/`, { barcode: '96385074' });
    expect(renamed.statusCode).toBe(409);
  });

  it('filters by category and by group through their links', async () => {
    const categoryId = await firstId(test.database.db, sku_category_relates.sku_category_id);
    const groupId = await firstId(test.database.db, sku_group_relates.sku_group_id);
    if (categoryId === undefined || groupId === undefined) throw new Error('the seed links none');
    const linked = async (column: typeof sku_category_relates.sku_category_id, id: number) => {
      const table = column.table as typeof sku_category_relates;
      const rows = await test.database.db
        .select({ sku_id: table.sku_id })
        .from(table)
        .where(eq(column, id));
      return rows.map((row) => row.sku_id).sort((a, b) => a - b);
    };

    const byCategory = await list({ sku_category_ids: [categoryId], sort: 'id' });
    expect(byCategory.items.map((item) => item.id)).toEqual(
      await linked(sku_category_relates.sku_category_id, categoryId),
    );
    const byGroup = await list({ sku_group_ids: [groupId], sort: 'id' });
    expect(byGroup.total).toBeGreaterThan(0);
    expect(byGroup.total).toBeLessThan((await list({})).total);
  });
});
