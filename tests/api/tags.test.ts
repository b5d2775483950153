import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '#server/access/route-permission-types';
import {
  outlets,
  project_outlets,
  projects,
  tags,
  user_projects,
  users,
} from '#server/db/schema/index';
import { CATALOG_MESSAGES } from '#src/contracts/catalog/catalog-list';
import { TAG_MESSAGES } from '#src/contracts/catalog/tags';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};
/** supervisor2 works in the first project only, where supervisors may create outlets. */
let ownProject: number;
let ownOutlet: number;
let foreignOutlet: number;

function call(method: InjectOptions['method'], url: string, headers: Headers, payload?: object) {
  return test.app.inject({ method, url: `/svc/main${url}`, headers, payload });
}
const listTags = (headers: Headers, body: object) => call('POST', '/tags/list/', headers, body);
const tagsOf = (headers: Headers, entityType: string, id: number) =>
  call('GET', `/taggables/tags_by_entity_id/${id}/?entity_type=${entityType}`, headers);

async function projectsOf(login: string): Promise<number[]> {
  const rows = await test.database.db
    .select({ id: user_projects.project_id })
    .from(user_projects)
    .innerJoin(users, eq(users.id, user_projects.user_id))
    .where(and(eq(users.login, login), eq(user_projects.is_active, true)));
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'client', 'supervisor2', 'check_manager']) {
    who[login] = await bearerFor(test, login);
  }
  const db = test.database.db;
  const own = await projectsOf('supervisor2');
  expect(own).toHaveLength(1);
  ownProject = own[0];
  [{ id: ownOutlet }] = await db
    .select({ id: project_outlets.id })
    .from(project_outlets)
    .where(eq(project_outlets.project_id, ownProject))
    .limit(1);
  [{ id: foreignOutlet }] = await db
    .select({ id: project_outlets.id })
    .from(project_outlets)
    .where(notInArray(project_outlets.project_id, own))
    .limit(1);
});
afterAll(() => test.close());

describe('tags: list', () => {
  it('lists the tags of a kind of entity, paged, searched, with the project named', async () => {
    const response = await listTags(who.administrator, {
      entity_type: 'project_outlet',
      limit: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ limit: 2, offset: 0 });
    expect(page.total).toBeGreaterThan(2);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      entity_type: 'project_outlet',
      project_id: expect.any(Number),
      project_name: expect.any(String),
      color: expect.stringMatching(/^#/),
    });
    const found = (
      await listTags(who.administrator, { entity_type: 'project_outlet', search: 'VIP' })
    ).json();
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((tag: { name: string }) => tag.name.includes('VIP'))).toBe(true);
    const none = (await listTags(who.administrator, { entity_type: 'project' })).json();
    expect(none.items.every((tag: { entity_type: string }) => tag.entity_type === 'project')).toBe(
      true,
    );
  });

  it("keeps to the caller's projects and to the ones the request names", async () => {
    const mine = (
      await listTags(who.supervisor2, { entity_type: 'project_outlet', limit: 1000 })
    ).json();
    expect(mine.total).toBeGreaterThan(0);
    const projectIds = new Set(mine.items.map((tag: { project_id: number }) => tag.project_id));
    expect([...projectIds]).toEqual([ownProject]);

    const all = (await projectsOf('administrator')).sort((a, b) => a - b);
    const named = (
      await listTags(who.administrator, {
        entity_type: 'project_outlet',
        project_ids: [all[1]],
        limit: 1000,
      })
    ).json();
    expect(new Set(named.items.map((tag: { project_id: number }) => tag.project_id))).toEqual(
      new Set([all[1]]),
    );
    const foreign = await listTags(who.supervisor2, {
      entity_type: 'project_outlet',
      project_ids: [all.find((id) => id !== ownProject)],
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('needs the entity_type and the READ right on its area', async () => {
    const missing = await listTags(who.administrator, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['entity_type']);
    for (const login of ['client', 'check_manager']) {
      const denied = await listTags(who[login], { entity_type: 'project_outlet' });
      expect(denied.statusCode, login).toBe(403);
      expect(denied.json().detail).toBe(FORBIDDEN);
    }
  });
});

describe('tags: an entity’s tags, adding and removing', () => {
  it('adds a tag to an outlet, shows it, refuses it twice, removes it', async () => {
    const before = (await tagsOf(who.administrator, 'project_outlet', ownOutlet)).json().items;
    const choices = await listTags(who.administrator, {
      entity_type: 'project_outlet',
      project_ids: [ownProject],
      limit: 1000,
    });
    // A tag of the outlet's project that is not on it yet (the seed puts one on some outlets).
    const chosen = choices
      .json()
      .items.find(
        (t: { id: number }) => !before.some((b: { tag_id: number }) => b.tag_id === t.id),
      );
    expect(chosen).toBeDefined();

    const body = { tag_id: chosen.id, entity_type: 'project_outlet', entity_id: ownOutlet };
    const created = await call('POST', '/taggables/', who.administrator, body);
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json();
    expect(link).toEqual({
      id: expect.any(Number),
      ...body,
      name: chosen.name,
      color: chosen.color,
      project_id: ownProject,
    });

    const shown = await tagsOf(who.administrator, 'project_outlet', ownOutlet);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().items).toContainEqual(link);

    const twice = await call('POST', '/taggables/', who.administrator, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(TAG_MESSAGES.alreadyTagged);

    const removed = await call('DELETE', `/taggables/${link.id}/`, who.administrator);
    expect(removed.statusCode).toBe(204);
    const after = (await tagsOf(who.administrator, 'project_outlet', ownOutlet)).json().items;
    expect(after.map((t: { id: number }) => t.id)).not.toContain(link.id);
    expect((await call('DELETE', `/taggables/${link.id}/`, who.administrator)).statusCode).toBe(
      404,
    );
  });

  it('answers an unknown entity or tag as 404 or 400, never 500', async () => {
    const [tag] = (await listTags(who.administrator, { entity_type: 'project_outlet' })).json()
      .items;
    const noEntity = await call('POST', '/taggables/', who.administrator, {
      tag_id: tag.id,
      entity_type: 'project_outlet',
      entity_id: 999_999,
    });
    expect(noEntity.statusCode).toBe(404);
    expect(noEntity.json().detail).toBe(CATALOG_MESSAGES.notFound);
    const noTag = await call('POST', '/taggables/', who.administrator, {
      tag_id: 999_999,
      entity_type: 'project_outlet',
      entity_id: ownOutlet,
    });
    expect(noTag.statusCode).toBe(400);
    expect(noTag.json().errors).toEqual([expect.objectContaining({ field: 'tag_id' })]);
    const unknownKind = await call('POST', '/taggables/', who.administrator, {
      tag_id: tag.id,
      entity_type: 'planet',
      entity_id: ownOutlet,
    });
    expect(unknownKind.statusCode).toBe(400);
    expect((await tagsOf(who.administrator, 'project_outlet', 999_999)).statusCode).toBe(404);
    expect((await tagsOf(who.administrator, 'planet', ownOutlet)).statusCode).toBe(400);
  });

  it('refuses a tag of another kind of entity or another project', async () => {
    const db = test.database.db;
    const [otherProjectTag] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.entity_type, 'project_outlet'), notInArray(tags.project_id, [ownProject])))
      .limit(1);
    const wrongProject = await call('POST', '/taggables/', who.administrator, {
      tag_id: otherProjectTag.id,
      entity_type: 'project_outlet',
      entity_id: ownOutlet,
    });
    expect(wrongProject.statusCode).toBe(400);
    expect(wrongProject.json().detail).toBe(TAG_MESSAGES.wrongTag);
    const [outlet] = await db.select({ id: outlets.id }).from(outlets).limit(1);
    const wrongKind = await call('POST', '/taggables/', who.administrator, {
      tag_id: otherProjectTag.id,
      entity_type: 'outlet',
      entity_id: outlet.id,
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('tags reference outlets and projects with tags made for them', async () => {
    const db = test.database.db;
    const [outlet] = await db.select({ id: outlets.id }).from(outlets).limit(1);
    const created = await call('POST', '/tags/', who.administrator, {
      name: 'Флагман сети',
      entity_type: 'outlet',
      color: '#1971c2',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json();
    expect(tag).toEqual({
      id: expect.any(Number),
      name: 'Флагман сети',
      entity_type: 'outlet',
      project_id: null,
      project_name: null,
      color: '#1971c2',
    });
    const again = await call('POST', '/tags/', who.administrator, {
      name: 'флагман сети',
      entity_type: 'outlet',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'name', message: TAG_MESSAGES.duplicateTag }]);

    const linked = await call('POST', '/taggables/', who.administrator, {
      tag_id: tag.id,
      entity_type: 'outlet',
      entity_id: outlet.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect((await tagsOf(who.supervisor2, 'outlet', outlet.id)).json().items).toContainEqual(
      linked.json(),
    );

    const projectTag = (
      await call('POST', '/tags/', who.administrator, {
        name: 'Пилот',
        entity_type: 'project',
        project_id: ownProject,
      })
    ).json();
    const onProject = await call('POST', '/taggables/', who.administrator, {
      tag_id: projectTag.id,
      entity_type: 'project',
      entity_id: ownProject,
    });
    expect(onProject.statusCode, onProject.body).toBe(201);
    expect((await tagsOf(who.administrator, 'project', ownProject)).json().items).toEqual([
      onProject.json(),
    ]);
  });
});

describe('tags: rights and scope', () => {
  it('refuses every call to a role without a tagged area', async () => {
    for (const login of ['client', 'check_manager']) {
      const headers = who[login];
      const answers = await Promise.all([
        tagsOf(headers, 'project_outlet', ownOutlet),
        call('POST', '/taggables/', headers, {
          tag_id: 1,
          entity_type: 'project_outlet',
          entity_id: ownOutlet,
        }),
        call('POST', '/tags/', headers, { name: 'x', entity_type: 'project_outlet' }),
        call('DELETE', '/taggables/1/', headers),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
    }
  });

  it('lets a supervisor tag outlets of its own project only, and not remove tags', async () => {
    const db = test.database.db;
    const [freeOutlet] = await db
      .select({ id: project_outlets.id })
      .from(project_outlets)
      .where(and(eq(project_outlets.project_id, ownProject), ne(project_outlets.id, ownOutlet)))
      .orderBy(project_outlets.id)
      .limit(1);
    const onIt = (await tagsOf(who.supervisor2, 'project_outlet', freeOutlet.id)).json().items;
    const tag = (await listTags(who.supervisor2, { entity_type: 'project_outlet', limit: 1000 }))
      .json()
      .items.find((t: { id: number }) => !onIt.some((l: { tag_id: number }) => l.tag_id === t.id));
    const linked = await call('POST', '/taggables/', who.supervisor2, {
      tag_id: tag.id,
      entity_type: 'project_outlet',
      entity_id: freeOutlet.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);

    const foreign = await call('POST', '/taggables/', who.supervisor2, {
      tag_id: tag.id,
      entity_type: 'project_outlet',
      entity_id: foreignOutlet,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await tagsOf(who.supervisor2, 'project_outlet', foreignOutlet)).statusCode).toBe(404);

    // Supervisors read projects but do not change them, and hold no Delete right.
    const onProject = await call('POST', '/taggables/', who.supervisor2, {
      tag_id: tag.id,
      entity_type: 'project',
      entity_id: ownProject,
    });
    expect(onProject.statusCode).toBe(403);
    const remove = await call('DELETE', `/taggables/${linked.json().id}/`, who.supervisor2);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().detail).toBe(FORBIDDEN);
  });

  it('creates a tag only in a project where the caller may create', async () => {
    const [other] = await test.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(ne(projects.id, ownProject))
      .limit(1);
    const ok = await call('POST', '/tags/', who.supervisor2, {
      name: 'Ремонт',
      entity_type: 'project_outlet',
      project_id: ownProject,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ project_id: ownProject, name: 'Ремонт' });
    const foreign = await call('POST', '/tags/', who.supervisor2, {
      name: 'Ремонт',
      entity_type: 'project_outlet',
      project_id: other.id,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
