import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKU_CATEGORY_MESSAGES } from '#src/contracts/catalog/sku-categories';
import { bearerFor } from './support/auth';
import { loadSeedIds, type SeedIds, uniqueCode } from './support/catalog-samples';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let admin: { authorization: string };
let seed: SeedIds;

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  seed = await loadSeedIds(test.database.db);
});
afterAll(() => test.close());

const call = (method: 'POST' | 'PATCH', path: string, payload: object) =>
  test.app.inject({ method, url: `/svc/main${path}`, headers: admin, payload });

async function created(path: string, payload: object): Promise<number> {
  const response = await call('POST', path, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('catalog: a tree never loops', () => {
  it('refuses a category under itself or under its own grandchild, changing nothing', async () => {
    const top = await created('/sku_categories/', { name: `Напитки ${uniqueCode()}` });
    const child = await created('/sku_categories/', { name: 'Соки', parent_id: top });
    const grandchild = await created('/sku_categories/', { name: 'Нектары', parent_id: child });

    for (const parent of [top, grandchild]) {
      const looped = await call('PATCH', `/sku_categories/${top}/`, { parent_id: parent });
      expect(looped.statusCode, looped.body).toBe(400);
      expect(looped.json().errors).toEqual([
        { field: 'parent_id', message: SKU_CATEGORY_MESSAGES.parentLoop },
      ]);
    }
    const list = await call('POST', '/sku_categories/list/', { ids: [top], limit: 1 });
    expect(list.json().items[0].parent_id).toBeNull();

    // Moving a branch elsewhere in the tree is fine.
    const other = await created('/sku_categories/', { name: `Снеки ${uniqueCode()}` });
    const moved = await call('PATCH', `/sku_categories/${child}/`, { parent_id: other });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      parent_id: other,
      parent_name: expect.stringMatching(/^Снеки/),
    });
  });

  it('refuses a project position reporting to the position below it', async () => {
    const base = { project_id: seed.projectId };
    const head = await created('/project_positions/', { ...base, code: uniqueCode(), name: 'РМ' });
    const lead = await created('/project_positions/', {
      ...base,
      code: uniqueCode(),
      name: 'Супервайзер',
      parent_id: head,
    });
    const listed = await call('POST', '/project_positions/list/', { ids: [lead], limit: 1 });
    expect(listed.json().items[0]).toMatchObject({ parent_id: head, parent_name: 'РМ' });
    const looped = await call('PATCH', `/project_positions/${head}/`, { parent_id: lead });
    expect(looped.statusCode, looped.body).toBe(400);
    expect(looped.json().errors).toEqual([
      { field: 'parent_id', message: 'Должность не может подчиняться самой себе' },
    ]);
  });
});
