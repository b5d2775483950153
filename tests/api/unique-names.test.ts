import { asc, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project_outlets, regions } from '#server/db/schema/index';
import { bearerFor } from './support/auth';
import { firstId, loadSeedIds, type SeedIds, uniqueCode } from './support/catalog-samples';
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

const post = (path: string, payload: object) =>
  test.app.inject({ method: 'POST', url: `/svc/main${path}`, headers: admin, payload });

const cityDuplicate = 'Город с таким названием в регионе уже существует';

describe('catalog: a name is unique within its parent', () => {
  it('refuses a second city of the same name in a region, whatever its code and case', async () => {
    const name = `Москва ${uniqueCode()}`;
    const first = await post('/cities/', { name, code: uniqueCode(), region_id: seed.regionId });
    expect(first.statusCode, first.body).toBe(201);

    for (const again of [name, name.toUpperCase()]) {
      const second = await post('/cities/', {
        name: again,
        code: uniqueCode(),
        region_id: seed.regionId,
      });
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({
        detail: cityDuplicate,
        errors: [{ field: 'name', message: cityDuplicate }],
      });
    }
    const list = await post('/cities/list/', { search: name, limit: 10 });
    expect(list.json().total).toBe(1);
  });

  it('refuses renaming a city to a name its region has', async () => {
    const name = `Тверь ${uniqueCode()}`;
    await post('/cities/', { name, region_id: seed.regionId });
    const other = await post('/cities/', { name: `${name} 2`, region_id: seed.regionId });
    const renamed = await test.app.inject({
      method: 'PATCH',
      url: `/svc/main/cities/${other.json().id}/`,
      headers: admin,
      payload: { name },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().detail).toBe(cityDuplicate);
  });

  it('takes the same name in another region', async () => {
    const otherRegion = await firstId(test.database.db, regions.id, ne(regions.id, seed.regionId));
    const name = `Кировск ${uniqueCode()}`;
    const here = await post('/cities/', { name, region_id: seed.regionId });
    const there = await post('/cities/', { name, region_id: otherRegion });
    expect([here.statusCode, there.statusCode]).toEqual([201, 201]);
  });

  it('refuses a second branch of the same name in a project', async () => {
    const name = `Филиал ${uniqueCode()}`;
    const body = { name, project_id: seed.projectId };
    expect((await post('/branches/', body)).statusCode).toBe(201);
    const second = await post('/branches/', { ...body, code: uniqueCode() });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([
      { field: 'name', message: 'Филиал с таким названием в проекте уже существует' },
    ]);
  });
});

describe('catalog: project outlets', () => {
  it('name every outlet and order the list by the names shown', async () => {
    const page = await post('/project_outlets/list/', { limit: 100, sort: 'name' });
    const items: { id: number; name: string | null }[] = page.json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => !item.name)).toEqual([]);
    // The same rows in the database's own order of those names (its collation, not JS's).
    const ordered = await test.database.db
      .select({ id: project_outlets.id })
      .from(project_outlets)
      .where(
        inArray(
          project_outlets.id,
          items.map((item) => item.id),
        ),
      )
      .orderBy(asc(project_outlets.name), asc(project_outlets.id));
    expect(items.map((item) => item.id)).toEqual(ordered.map((row) => row.id));
  });

  it('keep a name: it may be changed but not cleared', async () => {
    const [outlet] = (await post('/project_outlets/list/', { limit: 1 })).json().items;
    const cleared = await test.app.inject({
      method: 'PATCH',
      url: `/svc/main/project_outlets/${outlet.id}/`,
      headers: admin,
      payload: { name: null },
    });
    expect(cleared.statusCode).toBe(400);
  });
});
