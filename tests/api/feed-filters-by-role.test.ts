import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAccessContext } from '#src/access/get-my-permissions';
import { resourceCan } from '#src/components/crud/resource-access';
import type { AnyResource } from '#src/components/crud/resource-definition';
import type { MyPermissions } from '#src/contracts/access';
import { listRouteOf, pathOf } from '#src/contracts/endpoints';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import { branchesResource } from '#src/resources/branches';
import { citiesResource } from '#src/resources/cities';
import { projectRetailsResource } from '#src/resources/project-retails';
import { territoriesResource } from '#src/resources/territories';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  test = await createTestApp();
  headers = await bearerFor(test, 'client');
});
afterAll(() => test.close());

const post = (url: string, payload: object) =>
  test.app.inject({ method: 'POST', url, headers, payload });

/** The feed's org filters, each shown only to whom may read its choices (CatalogFilter). */
const ORG_FILTERS: [string, AnyResource][] = [
  ['Сеть проекта', projectRetailsResource],
  ['Филиал', branchesResource],
  ['Территория', territoriesResource],
  ['Город', citiesResource],
];

describe('the feed filters of a client, by the rights the server gives', () => {
  it('shows a client no filter whose choices they may not read', async () => {
    const reply = await post('/svc/main/settings/my_permissions/', { project_ids: [] });
    const access = toAccessContext(reply.json<MyPermissions>());
    for (const [label, resource] of ORG_FILTERS) {
      expect(resourceCan(access, resource, 'read'), label).toBe(false);
      // Shown, it would ask for choices the server refuses.
      const choices = await post(`/svc/main${pathOf(listRouteOf(resource.endpoints))}`, {
        limit: MAX_PAGE_SIZE,
        offset: 0,
      });
      expect(choices.statusCode, label).toBe(403);
    }
    // What the client's panel does ask for is answered: the executors and the feed itself.
    const executors = await post('/svc/main/user_projects/executors_filter/', {
      limit: MAX_PAGE_SIZE,
      offset: 0,
    });
    expect(executors.statusCode).toBe(200);
    expect((await post('/svc/main/feeds/list/', { limit: 50, offset: 0 })).statusCode).toBe(200);
  });
});
