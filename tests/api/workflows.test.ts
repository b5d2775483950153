import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrices, users } from '#server/db/schema/index';
import { ACTION_MESSAGES } from '#src/contracts/catalog/actions';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { MATRIX_WORKFLOW_MESSAGES } from '#src/contracts/catalog/workflows';
import { bearerFor, bearerForId } from './support/auth';
import { uniqueCode } from './support/catalog-samples';
import { addMember, projectIdsOf } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

type Body = Record<string, unknown>;
type Headers = { authorization: string };

let test: TestApp;
let admin: Headers;
/** Two projects of the administrator's. */
let projectA: number;
let projectB: number;

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Body) =>
  test.app.inject({ method, url: `/svc/main${url}`, headers: admin, payload });

async function created(url: string, payload: Body): Promise<Body & { id: number }> {
  const response = await call('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const workflowIn = (projectId: number) =>
  created('/workflows/', { project_id: projectId, name: `Процесс ${uniqueCode()}` });

async function matrixOf(projectId: number): Promise<number> {
  const [row] = await test.database.db
    .select({ id: matrices.id })
    .from(matrices)
    .where(eq(matrices.project_id, projectId))
    .orderBy(asc(matrices.id))
    .limit(1);
  return row.id;
}

async function actionNames(workflowId: number): Promise<string[]> {
  const response = await call('POST', '/actions/list/', {
    workflow_ids: [workflowId],
    sort: 'sort',
  });
  expect(response.statusCode).toBe(200);
  return response.json().items.map((row: { name: string }) => row.name);
}

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  const [user] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, 'administrator'));
  [projectA, projectB] = await projectIdsOf(test.database.db, user.id);
});
afterAll(() => test.close());

describe("a workflow's actions", () => {
  it('go last when added, come back in their order and take a new one as a whole', async () => {
    const workflow = await workflowIn(projectA);
    const added: (Body & { id: number })[] = [];
    for (const [name, kind] of [
      ['Наличие', 'presence'],
      ['Цена', 'price'],
      ['Фото полки', 'shelf_photo'],
    ]) {
      added.push(
        await created('/actions/', { project_id: projectA, workflow_id: workflow.id, name, kind }),
      );
    }
    expect(added.map((row) => row.sort)).toEqual([0, 1, 2]);
    expect(added[2].kind).toBe('shelf_photo');
    expect(await actionNames(workflow.id)).toEqual(['Наличие', 'Цена', 'Фото полки']);

    const order = [added[2].id, added[0].id, added[1].id];
    const reordered = await call('POST', '/actions/reorder/', {
      workflow_id: workflow.id,
      action_ids: order,
    });
    expect(reordered.statusCode, reordered.body).toBe(204);
    expect(await actionNames(workflow.id)).toEqual(['Фото полки', 'Наличие', 'Цена']);

    const removed = await call('DELETE', `/actions/${added[0].id}/`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await actionNames(workflow.id)).toEqual(['Фото полки', 'Цена']);
  });

  it('refuses an order that leaves out, repeats or borrows an action', async () => {
    const workflow = await workflowIn(projectA);
    const other = await workflowIn(projectA);
    const ids: number[] = [];
    for (const name of ['Первое', 'Второе']) {
      const row = await created('/actions/', {
        project_id: projectA,
        workflow_id: workflow.id,
        name,
        kind: 'facings',
      });
      ids.push(row.id);
    }
    const foreign = await created('/actions/', {
      project_id: projectA,
      workflow_id: other.id,
      name: 'Чужое',
      kind: 'price',
    });
    for (const action_ids of [
      [ids[0]],
      [ids[0], ids[0]],
      [ids[0], foreign.id],
      [...ids, foreign.id],
    ]) {
      const response = await call('POST', '/actions/reorder/', {
        workflow_id: workflow.id,
        action_ids,
      });
      expect(response.statusCode, JSON.stringify(action_ids)).toBe(400);
      expect(response.json().detail).toBe(ACTION_MESSAGES.orderMismatch);
    }
    expect(await actionNames(workflow.id)).toEqual(['Первое', 'Второе']);
  });

  it('refuses a kind that is not one of the four and a workflow of another project', async () => {
    const workflow = await workflowIn(projectA);
    const wrongKind = await call('POST', '/actions/', {
      project_id: projectA,
      workflow_id: workflow.id,
      name: 'Что-то',
      kind: 'dance',
    });
    expect(wrongKind.statusCode).toBe(400);
    const elsewhere = await workflowIn(projectB);
    const crossed = await call('POST', '/actions/', {
      project_id: projectA,
      workflow_id: elsewhere.id,
      name: 'Чужой процесс',
      kind: 'presence',
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors).toEqual([
      { field: 'workflow_id', message: CATALOG_MESSAGES.notInProject },
    ]);
  });
});

describe("a workflow's matrices", () => {
  it('are related from its project, listed, refused twice and unlinked', async () => {
    const workflow = await workflowIn(projectA);
    const matrixId = await matrixOf(projectA);
    const options = await call('POST', '/workflows/matrix_options/', { workflow_id: workflow.id });
    expect(options.statusCode).toBe(200);
    const offered = options.json().items.map((row: { id: number }) => row.id);
    expect(offered).toContain(matrixId);
    expect(offered).not.toContain(await matrixOf(projectB));

    const relate = await created('/matrix_workflow_relates/', {
      workflow_id: workflow.id,
      matrix_id: matrixId,
    });
    expect(relate).toMatchObject({ matrix_id: matrixId, workflow_id: workflow.id });
    const list = await call('POST', '/matrix_workflow_relates/list/', {
      workflow_ids: [workflow.id],
    });
    expect(list.json().items).toEqual([relate]);

    const again = await call('POST', '/matrix_workflow_relates/', {
      workflow_id: workflow.id,
      matrix_id: matrixId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MATRIX_WORKFLOW_MESSAGES.alreadyRelated);

    expect((await call('DELETE', `/matrix_workflow_relates/${relate.id}/`)).statusCode).toBe(204);
    const after = await call('POST', '/matrix_workflow_relates/list/', {
      workflow_ids: [workflow.id],
    });
    expect(after.json().total).toBe(0);
  });

  it("refuses a matrix of another project and a workflow out of the caller's reach", async () => {
    const workflow = await workflowIn(projectA);
    const foreignMatrix = await matrixOf(projectB);
    const crossed = await call('POST', '/matrix_workflow_relates/', {
      workflow_id: workflow.id,
      matrix_id: foreignMatrix,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors).toEqual([
      { field: 'matrix_id', message: CATALOG_MESSAGES.notInProject },
    ]);

    // Someone working only in project B cannot reach project A's workflow at all.
    const userId = await addMember(
      test.database.db,
      `b-only-${uniqueCode()}`,
      ['administrator'],
      [projectB],
    );
    const outsider = await bearerForId(test, userId);
    const refused = await test.app.inject({
      method: 'POST',
      url: '/svc/main/matrix_workflow_relates/',
      headers: outsider,
      payload: { workflow_id: workflow.id, matrix_id: foreignMatrix },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'workflow_id', message: CATALOG_MESSAGES.notInProject },
    ]);
    const listed = await test.app.inject({
      method: 'POST',
      url: '/svc/main/matrix_workflow_relates/list/',
      headers: outsider,
      payload: { workflow_ids: [workflow.id] },
    });
    expect(listed.json().total).toBe(0);
  });
});
