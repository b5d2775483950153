import { and, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matrix_rules,
  matrix_skus,
  outlets,
  project_outlets,
  project_retails,
  sku,
} from '#server/db/schema/index';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { MATRIX_MESSAGES } from '#src/contracts/catalog/matrices';
import { bearerFor } from './support/auth';
import { loadSeedIds, uniqueCode } from './support/catalog-samples';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
type Body = Record<string, unknown>;

let test: TestApp;
let admin: Headers;
let client: Headers;
let projectId: number;

function call(method: InjectOptions['method'], url: string, headers: Headers, payload?: object) {
  return test.app.inject({ method, url: `/svc/main${url}`, headers, payload });
}

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  client = await bearerFor(test, 'client');
  projectId = (await loadSeedIds(test.database.db)).projectId;
});
afterAll(() => test.close());

const db = () => test.database.db;

async function newMatrix(body: Body = {}) {
  const response = await call('POST', '/matrices/', admin, {
    project_id: projectId,
    name: `Матрица ${uniqueCode()}`,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; project_id: number };
}

/** A project outlet of `project` with a project retail, and the retail's outlet count. */
async function outletWithRetail(project: number) {
  const [row] = await db()
    .select({ id: project_outlets.id, retail: project_outlets.project_retail_id })
    .from(project_outlets)
    .where(
      and(eq(project_outlets.project_id, project), isNotNull(project_outlets.project_retail_id)),
    )
    .limit(1);
  const [{ n }] = await db()
    .select({ n: count() })
    .from(project_outlets)
    .where(eq(project_outlets.project_retail_id, row.retail as number));
  return { id: row.id, retail: row.retail as number, outlets: n };
}

describe('matrices', () => {
  it('refuses a start after the end, on create and on patch', async () => {
    const refused = await call('POST', '/matrices/', admin, {
      project_id: projectId,
      name: `Матрица ${uniqueCode()}`,
      start_date: '2026-05-01',
      end_date: '2026-04-01',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'start_date', message: MATRIX_MESSAGES.startAfterEnd },
    ]);
    const matrix = await newMatrix({ start_date: '2026-05-01' });
    const patched = await call('PATCH', `/matrices/${matrix.id}/`, admin, {
      end_date: '2026-04-01',
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors).toEqual([
      { field: 'start_date', message: MATRIX_MESSAGES.startAfterEnd },
    ]);
  });

  it('counts its products and rules', async () => {
    const matrix = await newMatrix();
    const [product] = await db().select({ id: sku.id }).from(sku).limit(1);
    await call('POST', '/matrix_skus/', admin, { matrix_id: matrix.id, sku_id: product.id });
    const read = (await call('GET', `/matrices/${matrix.id}/`, admin)).json();
    expect(read).toMatchObject({ skus_count: 1, rules_count: 0 });
  });
});

describe('matrix products', () => {
  it('takes a shared product once, with must-have and minimum facings', async () => {
    const matrix = await newMatrix();
    const [shared] = await db()
      .select({ id: sku.id })
      .from(sku)
      .where(isNull(sku.project_id))
      .limit(1);
    const body = { matrix_id: matrix.id, sku_id: shared.id, is_required: true, min_facing: 3 };
    const created = await call('POST', '/matrix_skus/', admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...body, price_type: 1 });
    expect(created.json().sku_name).toEqual(expect.any(String));
    const again = await call('POST', '/matrix_skus/', admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'sku_id', message: MATRIX_MESSAGES.skuTwice }]);
    const listed = await call('POST', '/matrix_skus/list/', admin, { matrix_id: matrix.id });
    expect(listed.json().items.map((row: { sku_id: number }) => row.sku_id)).toEqual([shared.id]);
  });

  it("refuses another project's product and a matrix the caller cannot reach", async () => {
    const matrix = await newMatrix();
    const [elsewhere] = await db()
      .select({ project: project_outlets.project_id })
      .from(project_outlets)
      .where(ne(project_outlets.project_id, projectId))
      .limit(1);
    const [foreign] = await db()
      .insert(sku)
      .values({ name: `Чужой товар ${uniqueCode()}`, project_id: elsewhere.project })
      .returning({ id: sku.id });
    const refused = await call('POST', '/matrix_skus/', admin, {
      matrix_id: matrix.id,
      sku_id: foreign.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'sku_id', message: CATALOG_MESSAGES.notInProject },
    ]);
    const missing = await call('POST', '/matrix_skus/', admin, {
      matrix_id: 999_999,
      sku_id: foreign.id,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'matrix_id', message: CATALOG_MESSAGES.notInProject },
    ]);
    const byClient = await call('POST', '/matrix_skus/', client, {
      matrix_id: matrix.id,
      sku_id: foreign.id,
    });
    expect(byClient.statusCode).toBe(403);
    expect(
      await db()
        .select({ n: count() })
        .from(matrix_skus)
        .where(eq(matrix_skus.matrix_id, matrix.id)),
    ).toEqual([{ n: 0 }]);
  });
});

describe('matrix assignment rules', () => {
  it('refuses a rule without criteria, and clearing the last one', async () => {
    const matrix = await newMatrix();
    const refused = await call('POST', '/matrix_assignment_rules/', admin, {
      matrix_id: matrix.id,
      city_id: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'criteria', message: MATRIX_MESSAGES.noCriteria },
    ]);
    const outlet = await outletWithRetail(projectId);
    const rule = await call('POST', '/matrix_assignment_rules/', admin, {
      matrix_id: matrix.id,
      project_retail_id: outlet.retail,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const cleared = await call('PATCH', `/matrix_assignment_rules/${rule.json().id}/`, admin, {
      project_retail_id: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors).toEqual([
      { field: 'criteria', message: MATRIX_MESSAGES.noCriteria },
    ]);
  });

  it('counts the outlets each rule of the page hits', async () => {
    const matrix = await newMatrix();
    const outlet = await outletWithRetail(projectId);
    const [placed] = await db()
      .select({ city: project_outlets.city_id, retail: outlets.retail_id })
      .from(project_outlets)
      .innerJoin(outlets, eq(outlets.id, project_outlets.outlet_id))
      .where(eq(project_outlets.id, outlet.id));
    const [{ n: inCity }] = await db()
      .select({ n: count() })
      .from(project_outlets)
      .where(
        and(
          eq(project_outlets.project_id, projectId),
          eq(project_outlets.city_id, placed.city as number),
        ),
      );
    const [{ n: inBoth }] = await db()
      .select({ n: count() })
      .from(project_outlets)
      .where(
        and(
          eq(project_outlets.city_id, placed.city as number),
          eq(project_outlets.project_retail_id, outlet.retail),
        ),
      );
    const bodies = [
      { project_retail_id: outlet.retail, priority: 1 },
      { city_id: placed.city, priority: 2 },
      { city_id: placed.city, project_retail_id: outlet.retail, priority: 3 },
      { project_outlet_id: outlet.id, priority: 4 },
    ];
    for (const body of bodies) {
      const created = await call('POST', '/matrix_assignment_rules/', admin, {
        matrix_id: matrix.id,
        ...body,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const page = await call('POST', '/matrix_assignment_rules/list/', admin, {
      matrix_id: matrix.id,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items.map((rule: { outlets_count: number }) => rule.outlets_count)).toEqual([
      outlet.outlets,
      inCity,
      inBoth,
      1,
    ]);
    expect(inBoth).toBeGreaterThan(0);
    expect(inCity).toBeGreaterThan(inBoth - 1);
  });

  it("refuses another project's outlet, retail chain of the project and a foreign matrix", async () => {
    const matrix = await newMatrix();
    const [foreignOutlet] = await db()
      .select({ id: project_outlets.id })
      .from(project_outlets)
      .where(ne(project_outlets.project_id, projectId))
      .limit(1);
    const [foreignRetail] = await db()
      .select({ id: project_retails.id })
      .from(project_retails)
      .where(ne(project_retails.project_id, projectId))
      .limit(1);
    const before = await db().select({ n: count() }).from(matrix_rules);
    for (const [field, id] of [
      ['project_outlet_id', foreignOutlet.id],
      ['project_retail_id', foreignRetail.id],
    ] as const) {
      const refused = await call('POST', '/matrix_assignment_rules/', admin, {
        matrix_id: matrix.id,
        [field]: id,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field, message: CATALOG_MESSAGES.notInProject }]);
    }
    expect(await db().select({ n: count() }).from(matrix_rules)).toEqual(before);
  });
});

describe('the effective matrix of a project outlet', () => {
  it("is the union of today's active matrices whose active rules hit it", async () => {
    const outlet = await outletWithRetail(projectId);
    // Products of their own, so no seeded matrix holds them.
    const products = await db()
      .insert(sku)
      .values(
        ['А', 'Б', 'В'].map((letter) => ({
          name: `Товар ${letter} ${uniqueCode()}`,
          project_id: projectId,
        })),
      )
      .returning({ id: sku.id });
    const hits = await newMatrix({ start_date: '2020-01-01' });
    const also = await newMatrix();
    const expired = await newMatrix({ start_date: '2020-01-01', end_date: '2020-12-31' });
    const inactive = await newMatrix({ is_active: false });
    const elsewhere = await newMatrix();
    const add = async (matrix: number, product: number, body: Body = {}) => {
      const response = await call('POST', '/matrix_skus/', admin, {
        matrix_id: matrix,
        sku_id: product,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const rule = async (matrix: number, body: Body) => {
      const response = await call('POST', '/matrix_assignment_rules/', admin, {
        matrix_id: matrix,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await add(hits.id, products[0].id, { is_required: false, min_facing: 2 });
    await add(also.id, products[0].id, { is_required: true, min_facing: 4 });
    await add(also.id, products[1].id, { is_required: false });
    await add(expired.id, products[2].id);
    await add(inactive.id, products[2].id);
    await add(elsewhere.id, products[2].id);
    await rule(hits.id, { project_outlet_id: outlet.id });
    await rule(also.id, { project_retail_id: outlet.retail });
    await rule(expired.id, { project_outlet_id: outlet.id });
    await rule(inactive.id, { project_outlet_id: outlet.id });
    const other = await outletWithRetail(projectId);
    const [otherOutlet] = await db()
      .select({ id: project_outlets.id })
      .from(project_outlets)
      .where(and(eq(project_outlets.project_id, projectId), ne(project_outlets.id, other.id)))
      .limit(1);
    await rule(elsewhere.id, { project_outlet_id: otherOutlet.id });
    // An inactive rule hits nothing.
    const off = await call('POST', '/matrix_assignment_rules/', admin, {
      matrix_id: elsewhere.id,
      project_outlet_id: outlet.id,
      is_active: false,
    });
    expect(off.statusCode).toBe(201);

    const response = await call('GET', `/project_outlets/${outlet.id}/matrix/`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const effective = response.json();
    const ids = effective.matrices.map((matrix: { id: number }) => matrix.id);
    expect(ids).toEqual(expect.arrayContaining([hits.id, also.id]));
    for (const excluded of [expired.id, inactive.id, elsewhere.id]) {
      expect(ids).not.toContain(excluded);
    }
    const byProduct = new Map(
      effective.items.map((item: { sku_id: number }) => [item.sku_id, item]),
    );
    expect(byProduct.get(products[0].id)).toMatchObject({
      is_required: true,
      min_facing: 4,
      matrix_ids: [hits.id, also.id].sort((a, b) => a - b),
    });
    expect(byProduct.get(products[1].id)).toMatchObject({ is_required: false, min_facing: null });
  });

  it('answers 404 for an unknown outlet', async () => {
    const response = await call('GET', '/project_outlets/999999/matrix/', admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(CATALOG_MESSAGES.notFound);
  });
});
