import { count, eq, getTableColumns, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyCrudDefinition, CrudRoute } from '#server/crud/definition';
import { projectReferencesOf } from '#server/crud/written-references';
import { outlets, projects, sku } from '#server/db/schema/index';
import { catalogResources } from '#server/services/main/catalog/index';
import { taggablesResource } from '#server/services/main/catalog/tags/definitions';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { bearerFor } from './support/auth';
import { userByLogin } from './support/auth-calls';
import {
  firstId,
  loadSeedIds,
  type Sample,
  type SeedIds,
  uniqueCode,
} from './support/catalog-samples';
import {
  expectRefused,
  membersOf,
  outsiderOf,
  referencedTable,
  referenceKeys,
  rowOfAnotherProject,
  rowOfProject,
} from './support/foreign-rows';
import { generatedSamples } from './support/generated-samples';
import { addProject, projectIdsOf } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown>;

let test: TestApp;
let admin: { authorization: string };
let seed: SeedIds;
let samples: Record<string, Sample>;
/** Someone working in another project, not in the seed's project. */
let outsider: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  seed = await loadSeedIds(test.database.db);
  outsider = await outsiderOf(test.database.db, seed.projectId);
  samples = await generatedSamples(test.database.db, catalogResources, seed.projectId);
  // The seed's products are the shared catalog's and its first project's: one of another
  // project is what a matrix's product must not name.
  const [elsewhere] = await test.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(ne(projects.id, seed.projectId))
    .limit(1);
  await test.database.db
    .insert(sku)
    .values({ name: `Чужой товар ${uniqueCode()}`, project_id: elsewhere.id });
});
afterAll(() => test.close());

function call(route: CrudRoute, options: { id?: number; body: Body }) {
  const [method, path] = route.split(' ') as ['POST' | 'PATCH', string];
  const url = `/svc/main${path.replace('{id}', String(options.id ?? 0))}`;
  return test.app.inject({ method, url, headers: admin, payload: options.body });
}

const scoped = Object.entries(catalogResources).filter(
  ([, definition]) => projectReferencesOf(definition).size > 0,
);

describe('references found from the foreign keys', () => {
  it("are the project's rows and people each catalog writes", () => {
    const found = Object.fromEntries(scoped.map(([name, def]) => [name, referenceKeys(def)]));
    expect(found).toEqual({
      territories: { rows: ['branch_id'], people: [] },
      project_outlets: {
        rows: ['project_retail_id', 'branch_id', 'territory_id'],
        people: ['manager_id'],
      },
      project_positions: { rows: ['parent_id', 'branch_id', 'territory_id'], people: [] },
      actions: { rows: ['workflow_id'], people: [] },
      matrix_skus: { rows: ['matrix_id', 'sku_id'], people: [] },
      matrix_assignment_rules: {
        rows: ['matrix_id', 'project_retail_id', 'branch_id', 'territory_id', 'project_outlet_id'],
        people: [],
      },
    });
  });

  it('stop the server when a row without a project writes one its route does not check', () => {
    const unchecked = { ...taggablesResource, referencesCheckedByRoute: undefined };
    expect(() => projectReferencesOf(unchecked)).toThrow(/tag_id/);
  });
});

describe.each(scoped)('catalog %s: references stay in the project', (name, definition) => {
  const { table } = definition;
  const { paths } = definition.endpoints;
  const db = () => test.database.db;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  // A row of a parent's (a matrix's product) is in the parent's project: its parent names the
  // project as project_id does a row's own, and the other references must be of that project.
  const found = referenceKeys(definition);
  const keys = { ...found, rows: found.rows.filter((key) => key !== definition.parent?.key) };
  /** The references a patch may change (a matrix's product stays in its matrix). */
  const patched = new Set(Object.keys(definition.endpoints.contract.patch?.shape ?? {}));
  const patchedKeys = [...keys.rows, ...keys.people].filter((key) => patched.has(key));
  const rowsOf = async () => (await db().select({ n: count() }).from(table))[0].n;
  const stored = async (id: number): Promise<Body> =>
    (await db().select().from(table).where(eq(columns.id, id)))[0];
  /** What each reference is set to: a row of another project, or the outsider. */
  const foreignValues = async (def: AnyCrudDefinition) => [
    ...(await Promise.all(
      keys.rows.map(async (key) => ({
        key,
        id: await rowOfAnotherProject(db(), referencedTable(def, key), seed.projectId),
        message: CATALOG_MESSAGES.notInProject,
      })),
    )),
    ...keys.people.map((key) => ({
      key,
      id: outsider,
      message: CATALOG_MESSAGES.notProjectMember,
    })),
  ];
  /** A row of the seed's project to patch: a new one where the catalog creates, else the seed's. */
  const ownRow = async (): Promise<number> => {
    const sample = samples[name];
    if (!paths.create || !sample) {
      const id = await firstId(db(), columns.id, eq(columns.project_id, seed.projectId));
      if (id === undefined) throw new Error(`the seed has no ${name} in its project`);
      return id;
    }
    const created = await call(paths.create, { body: sample.create() });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id;
  };

  if (paths.create)
    it("refuses a create naming another project's row or an outsider, writing nothing", async () => {
      const sample = samples[name];
      if (!paths.create || !sample) throw new Error(`no sample payloads for ${name}`);
      const before = await rowsOf();
      for (const { key, id, message } of await foreignValues(definition)) {
        const response = await call(paths.create, { body: { ...sample.create(), [key]: id } });
        expectRefused(response, key, message);
      }
      expect(await rowsOf()).toBe(before);
    });

  if (paths.patch && patchedKeys.length > 0)
    it("refuses a patch naming another project's row or an outsider, changing nothing", async () => {
      const id = await ownRow();
      const before = await stored(id);
      const foreign = await foreignValues(definition);
      for (const { key, id: value, message } of foreign.filter((item) => patched.has(item.key))) {
        const response = await call(paths.patch as CrudRoute, { id, body: { [key]: value } });
        expectRefused(response, key, message);
      }
      expect(await stored(id)).toEqual(before);
    });

  if (paths.patch && patchedKeys.length > 0)
    it("takes the project's own rows and members", async () => {
      const id = await ownRow();
      const members = await membersOf(db(), seed.projectId);
      for (const key of patchedKeys) {
        const current = (await stored(id))[key];
        const value = keys.people.includes(key)
          ? members.find((member) => member !== current)
          : // Neither the current value nor the row itself (a position's parent).
            await rowOfProject(db(), referencedTable(definition, key), seed.projectId, [
              id,
              current,
            ]);
        const response = await call(paths.patch as CrudRoute, { id, body: { [key]: value } });
        expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
        expect(response.json()[key]).toBe(value);
      }
    });
});

describe('a reference outlet’s source project', () => {
  it('must be one of the caller’s projects, on create and on patch', async () => {
    const db = test.database.db;
    const elsewhere = await addProject(db, 'source-elsewhere');
    const leader = await bearerFor(test, 'leader');
    const [own] = await projectIdsOf(db, (await userByLogin(test, 'leader')).id);
    const outlet = { name: 'ТТ Проверочная', address: 'ул. Проверочная, 1' };
    const post = (body: Body) =>
      test.app.inject({ method: 'POST', url: '/svc/main/outlets/', headers: admin, payload: body });
    expect((await post({ ...outlet, source_project_id: elsewhere })).statusCode).toBe(403);
    const created = await post({ ...outlet, source_project_id: own });
    expect(created.statusCode).toBe(201);
    const patch = (source: number) =>
      test.app.inject({
        method: 'PATCH',
        url: `/svc/main/outlets/${created.json().id}/`,
        headers: leader,
        payload: { source_project_id: source, name: `ТТ ${source}` },
      });
    expect((await patch(elsewhere)).statusCode).toBe(403);
    const [row] = await db.select().from(outlets).where(eq(outlets.id, created.json().id));
    expect(row.source_project_id).toBe(own);
    expect(row.name).toBe(outlet.name);
  });
});
