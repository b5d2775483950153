import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrudRoute } from '#server/crud/definition';
import { INVALID_FORM } from '#server/http/errors';
import { catalogResources } from '#server/services/main/catalog/index';
import { bearerFor } from './support/auth';
import { firstId, loadSeedIds, type Sample } from './support/catalog-samples';
import { generatedSamples } from './support/generated-samples';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown>;

let test: TestApp;
let admin: { authorization: string };
let samples: Record<string, Sample>;
const definitions = catalogResources;

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  const seed = await loadSeedIds(test.database.db);
  samples = await generatedSamples(test.database.db, definitions, seed.projectId);
});
afterAll(() => test.close());

const create = (route: CrudRoute, payload: Body) => {
  const [method, path] = route.split(' ');
  return test.app.inject({
    method: method as 'POST',
    url: `/svc/main${path}`,
    headers: admin,
    payload,
  });
};

/** The entities whose contract declares rules, each with its create route. */
const declaring = Object.entries(definitions).filter(
  ([, definition]) => definition.endpoints.rules && definition.endpoints.paths.create,
);

describe.each(declaring)('the declared rules of %s', (name, definition) => {
  const route = definition.endpoints.paths.create as CrudRoute;
  const { unique = [], ranges = {}, formats = {} } = definition.endpoints.rules ?? {};

  for (const key of unique)
    it(`refuses a second row of the same ${key.fields.join(', ')} with 409 on ${key.field}`, async () => {
      const sample = samples[name];
      const duplicate = sample.duplicates.find((item) => item.constraint === key.constraint);
      if (!duplicate) throw new Error(`${name}: no duplicate sample for ${key.constraint}`);
      const first = sample.create();
      const created = await create(route, first);
      expect(created.statusCode, created.body).toBe(201);
      const again = await create(route, duplicate.again(first));
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({
        detail: key.message,
        errors: [{ field: key.field, message: key.message }],
      });
    });

  for (const [field, range] of Object.entries(ranges))
    it(`refuses ${field} outside ${range.min}…${range.max}, in the contract and the database`, async () => {
      const sample = samples[name];
      const outside = sample.outOfRange.filter((item) => item.field === field);
      expect(outside.map((item) => item.value)).toEqual([range.min - 1, range.max + 1]);
      for (const item of outside) {
        const refused = await create(route, item.body());
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toMatchObject({
          detail: INVALID_FORM,
          errors: [{ field, message: item.message }],
        });
      }
      // The database holds the same range for a write that bypasses the contract.
      const columns: Record<string, PgColumn> = getTableColumns(definition.table);
      const id = await firstId(test.database.db, columns.id);
      const write = test.database.db
        .update(definition.table)
        .set({ [field]: sql`${range.min - 1}` })
        .where(eq(columns.id, id ?? 0));
      await expect(write).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23514' }),
      });
    });

  for (const [field, format] of Object.entries(formats))
    it(`refuses ${field} out of its format, in the contract and the database`, async () => {
      const sample = samples[name];
      const bad = sample.badFormat.find((item) => item.field === field);
      if (!bad) throw new Error(`${name}: no bad-format sample for ${field}`);
      const refused = await create(route, bad.body());
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        detail: INVALID_FORM,
        errors: [{ field, message: format.message }],
      });
      const accepted = await create(route, { ...sample.create(), [field]: format.example });
      expect(accepted.statusCode, accepted.body).toBe(201);
      // The database holds the same format for a write that bypasses the contract.
      const columns: Record<string, PgColumn> = getTableColumns(definition.table);
      const write = test.database.db
        .update(definition.table)
        .set({ [field]: format.counterexample })
        .where(eq(columns.id, accepted.json().id));
      await expect(write).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23514' }),
      });
    });
});
