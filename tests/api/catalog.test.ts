import { eq, getTableColumns } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePermission } from '#server/access/route-permission-types';
import type { AnyCrudDefinition, CrudRoute } from '#server/crud/definition';
import { referencesTo } from '#server/crud/references';
import { branches, projects, user_projects, users } from '#server/db/schema/index';
import { INVALID_FORM } from '#server/http/errors';
import { catalogResources } from '#server/services/main/catalog/index';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { POSITION_DATE_MESSAGES } from '#src/contracts/catalog/project-positions';
import { bearerFor } from './support/auth';
import {
  firstId,
  loadSeedIds,
  type Sample,
  type SeedIds,
  uniqueCode,
} from './support/catalog-samples';
import { generatedSamples, requiredCreateKeys } from './support/generated-samples';
import {
  deniedByPermission,
  expectedAccess,
  expectedAllowed,
} from './support/permission-expectations';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };
type Body = Record<string, unknown>;

let test: TestApp;
const who: Record<string, Headers> = {};
let seed: SeedIds;
let samples: Record<string, Sample>;

function call(route: CrudRoute, headers: Headers, options: { id?: number; body?: Body } = {}) {
  const [method, path] = route.split(' ');
  const url = `/svc/main${path.replace('{id}', String(options.id ?? 0))}`;
  const request: InjectOptions = { method: method as InjectOptions['method'], url, headers };
  if (method === 'GET' && options.body) {
    request.query = Object.fromEntries(
      Object.entries(options.body).map(([k, v]) => [k, String(v)]),
    );
  } else if (method !== 'GET' && method !== 'DELETE') {
    request.payload = options.body ?? {};
  }
  return test.app.inject(request);
}

const listRoute = (definition: AnyCrudDefinition) =>
  [definition.endpoints.paths.list ?? []].flat()[0] as CrudRoute;

/**
 * The first text of `row` the list searches: a value under a key whose column or computed value
 * is among the definition's searched expressions (a project outlet without a sign of its own is
 * found by its address; a matrix's product by the product's name).
 */
function searchedText(definition: AnyCrudDefinition, row: Body): string | undefined {
  const expressions: Record<string, unknown> = {
    ...getTableColumns(definition.table),
    ...definition.computed,
  };
  const keys = definition.search.map((searched) =>
    Object.keys(row).find((key) => expressions[key] === searched && row[key]),
  );
  const key = keys.find((found) => found !== undefined);
  return key === undefined ? undefined : String(row[key]);
}

/** The permission the app declared for a route (what the permission hook enforces). */
function declared(route: CrudRoute): RoutePermission {
  const [method, path] = route.split(' ');
  const url = `/svc/main${path.replace('{id}', ':id')}`;
  const found = test.app.declaredRoutes.find((r) => r.url === url && r.method.includes(method));
  if (!found) throw new Error(`${route} is not registered`);
  return found.permission;
}

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'client']) who[login] = await bearerFor(test, login);
  seed = await loadSeedIds(test.database.db);
  samples = await generatedSamples(test.database.db, catalogResources, seed.projectId);
});
afterAll(() => test.close());

describe.each(Object.entries(catalogResources))('catalog: %s', (name, definition) => {
  const list = listRoute(definition);
  const isPost = list.startsWith('POST');
  const { paths } = definition.endpoints;

  it('lists a page with its total, sorted both ways, paged without overlap', async () => {
    const response = await call(list, who.administrator, { body: { limit: 3, sort: 'id' } });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ limit: 3, offset: 0 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.length).toBe(Math.min(3, page.total));
    const ids = page.items.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const next = (
      await call(list, who.administrator, { body: { limit: 1, offset: 1, sort: 'id' } })
    ).json();
    expect(next.items[0]?.id).toBe(ids[1]);
    expect(next.total).toBe(page.total);
    const reversed = (
      await call(list, who.administrator, { body: { limit: 1, sort: '-id' } })
    ).json();
    expect(reversed.items[0].id).toBeGreaterThanOrEqual(ids.at(-1));
  });

  it('filters: ids (POST lists) and search', async () => {
    const [first] = (await call(list, who.administrator, { body: { limit: 1 } })).json().items;
    if (isPost) {
      const byId = (await call(list, who.administrator, { body: { ids: [first.id] } })).json();
      expect(byId.items.map((item: { id: number }) => item.id)).toEqual([first.id]);
    }
    // A list without searched columns (a position's history) has nothing to search by.
    if (definition.search.length === 0) return;
    const text = searchedText(definition, first);
    expect(text, 'a searched text of the first row').toBeDefined();
    const word = String(text).split(/\s+/)[0];
    const found = (
      await call(list, who.administrator, { body: { search: word, limit: 1000 } })
    ).json();
    expect(found.items.map((item: { id: number }) => item.id)).toContain(first.id);
    const none = (
      await call(list, who.administrator, { body: { search: '%_ничего_такого%' } })
    ).json();
    expect(none.total).toBe(0);
  });

  it('refuses a bad page or sort with field errors', async () => {
    const response = await call(list, who.administrator, { body: { limit: 0, sort: 'nonsense' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe(INVALID_FORM);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['limit', 'sort']);
  });

  it("answers the client role as the resource's permission says", async () => {
    const [client] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, 'client'));
    const access = await expectedAccess(test.database.db, client.id);
    const read = await call(list, who.client, { body: {} });
    expect(deniedByPermission(read.statusCode, read.body)).toBe(
      !expectedAllowed(declared(list), access, false),
    );
    if (paths.create) {
      const create = await call(paths.create, who.client, { body: samples[name]?.create() ?? {} });
      expect(create.statusCode).toBe(403);
    }
  });

  if (paths.get)
    it('answers 404 for a missing id', async () => {
      const response = await call(paths.get as CrudRoute, who.administrator, { id: 999_999 });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(CATALOG_MESSAGES.notFound);
    });

  if (paths.create)
    it('creates, changes and deletes as offered, refusing bad input', async () => {
      const sample = samples[name];
      if (!sample || !paths.create) throw new Error(`no sample payloads for ${name}`);
      const invalid = await call(paths.create, who.administrator, { body: {} });
      expect(invalid.statusCode).toBe(400);
      // Every key the contract requires is named (a name, a matrix and its product…).
      const required = requiredCreateKeys(definition);
      expect(required.length).toBeGreaterThan(0);
      expect(invalid.json().errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(required),
      );

      const body = sample.create();
      const created = await call(paths.create, who.administrator, { body });
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json();
      expect(row).toMatchObject(body);
      if (paths.get)
        expect((await call(paths.get, who.administrator, { id: row.id })).json()).toEqual(row);

      if (sample.unique) {
        const again = await call(paths.create, who.administrator, {
          body: { ...sample.create(), [sample.unique]: body[sample.unique] },
        });
        expect(again.statusCode).toBe(409);
        expect(again.json().errors).toEqual([expect.objectContaining({ field: sample.unique })]);
      }
      if (sample.missingReference) {
        const orphan = await call(paths.create, who.administrator, {
          body: sample.missingReference.body(),
        });
        expect(orphan.statusCode).toBe(400);
        const { field, detail } = sample.missingReference;
        expect(orphan.json().detail).toBe(
          detail ?? `${CATALOG_MESSAGES.missingReference}: ${field}`,
        );
        expect(orphan.json().errors).toEqual([expect.objectContaining({ field })]);
      }
      if (paths.patch && sample.patch) {
        const patched = await call(paths.patch, who.administrator, {
          id: row.id,
          body: sample.patch,
        });
        expect(patched.statusCode, patched.body).toBe(200);
        expect(patched.json()).toMatchObject({ ...sample.patch, id: row.id });
        const unchanged = await call(paths.patch, who.administrator, {
          id: row.id,
          body: sample.patch,
        });
        expect(unchanged.statusCode).toBe(400);
        expect(unchanged.json().detail).toBe(CATALOG_MESSAGES.notChanged);
        const missing = await call(paths.patch, who.administrator, {
          id: 999_999,
          body: sample.patch,
        });
        expect(missing.statusCode).toBe(404);
      }
      if (paths.delete) {
        expect((await call(paths.delete, who.administrator, { id: row.id })).statusCode).toBe(204);
        expect((await call(paths.delete, who.administrator, { id: row.id })).statusCode).toBe(404);
      }
    });

  // Rows nothing may refer to (history) have nothing to be refused for.
  if (paths.delete && referencesTo(definition.table).length > 0)
    it('refuses to delete a row another one refers to', async () => {
      const references = referencesTo(definition.table);
      let usedId: number | undefined;
      for (const { column } of references) usedId ??= await firstId(test.database.db, column);
      expect(usedId, 'the seed has a referenced row').toBeDefined();
      const response = await call(paths.delete as CrudRoute, who.administrator, { id: usedId });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(CATALOG_MESSAGES.inUse);
    });
});

describe('catalog: project scope', () => {
  it('lists only the selected projects, and never a project the caller is not in', async () => {
    const { branches: definition } = catalogResources;
    const page = (
      await call('POST /branches/list/', who.administrator, {
        body: { project_ids: [seed.projectId], limit: 1000 },
      })
    ).json();
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.items.map((item: { project_id: number }) => item.project_id))).toEqual(
      new Set([seed.projectId]),
    );
    expect(definition.scope).toBe(branches.project_id);
    const [foreign] = await test.database.db
      .insert(projects)
      .values({ name: 'Чужой', code: uniqueCode() })
      .returning({ id: projects.id });
    const listed = await call('POST /branches/list/', who.administrator, {
      body: { project_ids: [foreign.id] },
    });
    expect(listed.statusCode).toBe(403);
    const created = await call('POST /branches/', who.administrator, {
      body: { name: 'Чужой филиал', project_id: foreign.id },
    });
    expect(created.statusCode).toBe(403);
    const project = await call('GET /projects/{id}/', who.administrator, { id: foreign.id });
    expect(project.statusCode).toBe(404);
  });

  it('lets the creator of a project open it', async () => {
    const created = (
      await call('POST /projects/', who.administrator, { body: samples.projects.create() })
    ).json();
    const opened = await call('GET /projects/{id}/', who.administrator, { id: created.id });
    expect(opened.statusCode).toBe(200);
    const members = await test.database.db
      .select()
      .from(user_projects)
      .where(eq(user_projects.project_id, created.id));
    expect(members).toHaveLength(1);
  });
});

describe('catalog: project outlets', () => {
  it('finds an outlet by its reference address and filters by the org keys', async () => {
    const [first] = (
      await call('POST /project_outlets/list/', who.administrator, { body: { limit: 1 } })
    ).json().items;
    expect(first.address).toEqual(expect.any(String));
    const found = (
      await call('POST /v2/project_outlets/list/', who.administrator, {
        body: { search: first.address, limit: 1000 },
      })
    ).json();
    expect(found.items.map((item: { id: number }) => item.id)).toContain(first.id);
    for (const [key, field] of [
      ['city_ids', 'city_id'],
      ['branch_ids', 'branch_id'],
      ['territory_ids', 'territory_id'],
      ['project_retail_ids', 'project_retail_id'],
      ['manager_ids', 'manager_id'],
    ] as const) {
      if (first[field] === null) continue;
      const page = (
        await call('POST /project_outlets/list/', who.administrator, {
          body: { [key]: [first[field]], limit: 1000 },
        })
      ).json();
      expect(page.total, key).toBeGreaterThan(0);
      expect(new Set(page.items.map((item: Body) => item[field])), key).toEqual(
        new Set([first[field]]),
      );
    }
  });

  it('changes an outlet within the project, refusing an unchanged patch', async () => {
    const [first] = (
      await call('POST /project_outlets/list/', who.administrator, { body: { limit: 1 } })
    ).json().items;
    const body = { external_code: uniqueCode() };
    const patched = await call('PATCH /project_outlets/{id}/', who.administrator, {
      id: first.id,
      body,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ ...body, address: first.address });
    const again = await call('PATCH /project_outlets/{id}/', who.administrator, {
      id: first.id,
      body,
    });
    expect(again.json().detail).toBe(CATALOG_MESSAGES.notChanged);
  });
});

describe('catalog: project position history', () => {
  const listHistory = async () => {
    const [position] = (
      await call('POST /project_positions/list/', who.administrator, { body: { limit: 1000 } })
    )
      .json()
      .items.filter((item: { user_id: number | null }) => item.user_id !== null);
    return (
      await call('POST /project_position_history/list/', who.administrator, {
        body: { project_position_id: position.id },
      })
    ).json();
  };

  it('keeps start and end filled and in order (400 with field errors)', async () => {
    const [row] = (await listHistory()).items;
    const patch = (body: Body) =>
      call('PATCH /project_position_history/{id}/', who.administrator, { id: row.id, body });
    const empty = await patch({ start_date: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'start_date' })]);
    const reversed = await patch({ start_date: '2030-02-01', end_date: '2030-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      { field: 'start_date', message: POSITION_DATE_MESSAGES.startAfterEnd },
    ]);
    // One date alone is compared with the stored other by the database.
    const late = await patch({ start_date: '2999-01-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([
      { field: 'start_date', message: POSITION_DATE_MESSAGES.startAfterEnd },
    ]);
    const ok = await patch({ start_date: '2020-01-01', user_type: 'relief' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ start_date: '2020-01-01', user_type: 'relief' });
  });

  it('deletes a history row', async () => {
    const page = await listHistory();
    const row = page.items.at(-1);
    const deleted = await call('DELETE /project_position_history/{id}/', who.administrator, {
      id: row.id,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await listHistory()).total).toBe(page.total - 1);
  });
});
