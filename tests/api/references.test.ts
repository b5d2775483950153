import { and, count, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyCrudDefinition, CrudRoute } from '../../server/crud/definition';
import { projectReferencesOf } from '../../server/crud/written-references';
import {
  project_outlets,
  tasks,
  type user_projects,
  users,
  visits,
} from '../../server/db/schema/index';
import { todayIso } from '../../server/lib/dates';
import { catalogResources } from '../../server/services/main/catalog/index';
import { taggablesResource } from '../../server/services/main/catalog/tags/definitions';
import { CATALOG_MESSAGES } from '../../src/contracts/catalog/catalog-list';
import { RESTORED_VISIT_MESSAGES } from '../../src/contracts/restored-visits';
import { TASK_MESSAGES } from '../../src/contracts/tasks';
import { VISIT_SCHEDULE_MESSAGES } from '../../src/contracts/visit-schedule';
import { VISIT_MESSAGES } from '../../src/contracts/visits';
import { bearerFor } from './support/auth';
import { catalogSamples, firstId, loadSeedIds, type SeedIds } from './support/catalog-samples';
import {
  membersOf,
  outsiderOf,
  referencedTable,
  referenceKeys,
  rowOfAnotherProject,
  rowOfProject,
} from './support/foreign-rows';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown>;

let test: TestApp;
let admin: { authorization: string };
let seed: SeedIds;
/** Someone working in another project, not in the seed's project. */
let outsider: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  seed = await loadSeedIds(test.database.db);
  outsider = await outsiderOf(test.database.db, seed.projectId);
});
afterAll(() => test.close());

function call(route: CrudRoute, options: { id?: number; body: Body }) {
  const [method, path] = route.split(' ') as ['POST' | 'PATCH', string];
  const url = `/svc/main${path.replace('{id}', String(options.id ?? 0))}`;
  return test.app.inject({ method, url, headers: admin, payload: options.body });
}

/** 400 naming exactly `field`, with the text a form shows under it. */
function expectRefused(response: LightMyRequestResponse, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ detail: message, errors: [{ field, message }] });
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
    });
  });

  it('stop the server when a row without a project writes one its route does not check', () => {
    const unchecked = { ...taggablesResource, referencesCheckedByRoute: undefined };
    expect(() => projectReferencesOf(unchecked)).toThrow(/tag_id/);
  });
});

describe.each(scoped)('catalog %s: references stay in the project', (name, definition) => {
  const { paths, table } = definition;
  const db = () => test.database.db;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = referenceKeys(definition);
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
    const sample = catalogSamples(seed)[name];
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
      const sample = catalogSamples(seed)[name];
      if (!paths.create || !sample) throw new Error(`no sample payloads for ${name}`);
      const before = await rowsOf();
      for (const { key, id, message } of await foreignValues(definition)) {
        const response = await call(paths.create, { body: { ...sample.create(), [key]: id } });
        expectRefused(response, key, message);
      }
      expect(await rowsOf()).toBe(before);
    });

  if (paths.patch)
    it("refuses a patch naming another project's row or an outsider, changing nothing", async () => {
      const id = await ownRow();
      const before = await stored(id);
      for (const { key, id: value, message } of await foreignValues(definition)) {
        const response = await call(paths.patch as CrudRoute, { id, body: { [key]: value } });
        expectRefused(response, key, message);
      }
      expect(await stored(id)).toEqual(before);
    });

  if (paths.patch)
    it("takes the project's own rows and members", async () => {
      const id = await ownRow();
      const members = await membersOf(db(), seed.projectId);
      for (const key of [...keys.rows, ...keys.people]) {
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

describe('bespoke writes: people and rows stay in the project', () => {
  const db = () => test.database.db;
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    test.app.inject({ method, url: `/svc/main${url}`, headers: admin, payload });
  const rowsOf = async (table: typeof visits | typeof tasks | typeof user_projects) =>
    (await db().select({ n: count() }).from(table))[0].n;
  const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
  const period = {
    planned_start: `${tomorrow}T09:00:00+03:00`,
    planned_end: `${tomorrow}T10:00:00+03:00`,
  };
  /** A live visit, an active outlet and a member of the seed's project; an outlet elsewhere. */
  let visit: typeof visits.$inferSelect;
  let outletId: number;
  let foreignOutletId: number;
  let member: number;

  beforeAll(async () => {
    [visit] = await db()
      .select()
      .from(visits)
      .where(and(eq(visits.project_id, seed.projectId), isNull(visits.deleted_at)))
      .limit(1);
    const outlets = getTableColumns(project_outlets);
    outletId = (await firstId(
      db(),
      outlets.id,
      and(eq(outlets.project_id, seed.projectId), eq(outlets.is_active, true)),
    )) as number;
    foreignOutletId = await rowOfAnotherProject(db(), project_outlets, seed.projectId);
    [member] = await membersOf(db(), seed.projectId);
  });

  it('visit schedule: an executor outside the outlet’s project, planned or moved', async () => {
    const before = await rowsOf(visits);
    const message = VISIT_SCHEDULE_MESSAGES.executorNotInProject;
    const plan = { project_outlet_id: outletId, ...period };
    expectRefused(
      await send('POST', '/visit_schedule/', { ...plan, user_id: outsider }),
      'user_id',
      message,
    );
    const planned = await send('POST', '/visit_schedule/', { ...plan, user_id: member });
    expect(planned.statusCode, planned.body).toBe(201);
    const { id } = planned.json();
    expectRefused(
      await send('PATCH', `/visit_schedule/${id}/`, { user_id: outsider }),
      'user_id',
      message,
    );
    const [row] = await db().select().from(visits).where(eq(visits.id, id));
    expect(row.user_id).toBe(member);
    expect(await rowsOf(visits)).toBe(before + 1);
  });

  it('feed task: an outlet of another project and an executor outside it, both named', async () => {
    const before = await rowsOf(tasks);
    const response = await send('POST', '/tasks/', {
      project_id: seed.projectId,
      project_outlet_id: foreignOutletId,
      assignee_id: outsider,
      title: 'Проверить выкладку',
      description: 'Фото полки',
      due_date: tomorrow,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'project_outlet_id', message: TASK_MESSAGES.outletNotInProject },
      { field: 'assignee_id', message: TASK_MESSAGES.assigneeNotInProject },
    ]);
    expect(await rowsOf(tasks)).toBe(before);
  });

  it('team: a manager outside the projects of the link, assigned or changed', async () => {
    const [user] = await db()
      .insert(users)
      .values({ login: 'references_newcomer', last_name: 'Новиков', first_name: 'Иван' })
      .returning({ id: users.id });
    const assign = (body: object) =>
      send('POST', `/v2/user_project/assign_user_projects/?user_id=${user.id}`, body);
    const message = CATALOG_MESSAGES.notProjectMember;
    const body = { project_ids: [seed.projectId] };
    expectRefused(await assign({ ...body, manager_id: outsider }), 'manager_id', message);
    expect(await membersOf(db(), seed.projectId)).not.toContain(user.id);
    const assigned = await assign(body);
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [link] = assigned.json().items;
    expectRefused(
      await send('PATCH', `/user_projects/${link.id}/`, { manager_id: outsider }),
      'manager_id',
      message,
    );
    const changed = await send('PATCH', `/user_projects/${link.id}/`, { manager_id: member });
    expect(changed.json()).toMatchObject({ manager_id: member });
  });

  it('restored visit and joint tour: an executor or manager outside the visit’s project', async () => {
    const before = await rowsOf(visits);
    const copy = await send('POST', `/restored_visits/copy/${visit.id}/`, {
      ...period,
      visit_date: tomorrow,
      user_id: outsider,
    });
    expectRefused(copy, 'user_id', RESTORED_VISIT_MESSAGES.executorNotInProject);
    const tour = await send('POST', `/visits/${visit.id}/joint_tour/`, {
      ...period,
      manager_id: outsider,
    });
    expectRefused(tour, 'manager_id', VISIT_MESSAGES.managerNotInProject);
    expect(await rowsOf(visits)).toBe(before);
  });
});
