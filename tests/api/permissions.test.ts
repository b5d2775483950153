import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let projectIds: number[];
beforeAll(async () => {
  test = await createTestApp();
  const rows = await test.database.db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(projects.id);
  projectIds = rows.map((row) => row.id);
});
afterAll(() => test.close());

async function post(url: string, login: string, payload: object = {}) {
  const headers = await bearerFor(test, login);
  return test.app.inject({ method: 'POST', url: `/svc/main${url}`, payload, headers });
}

describe('POST /svc/main/settings/my_permissions/', () => {
  it('answers roles, flags, derived rights and the merged permissions', async () => {
    const admin = (await post('/settings/my_permissions/', 'administrator')).json();
    expect(admin.roles).toEqual(['administrator']);
    expect(admin.project_ids).toHaveLength(projectIds.length);
    expect(admin.flags).toMatchObject({ administrator: true, field_only: false });
    expect(admin.rights).toMatchObject({ delete: true, admin_only: true, checker_screen: true });
    expect(admin.permissions).toMatchObject({
      feeds: 'CREATE',
      users: 'CREATE',
      settings: 'CREATE',
    });

    const client = (await post('/settings/my_permissions/', 'client')).json();
    expect(client.permissions).toMatchObject({
      feeds: 'READ',
      reports: 'READ',
      photo_reports: 'READ',
    });
    expect(client.permissions.team).toBeUndefined();
    expect(client.rights.delete).toBe(false);
  });

  it('merges over the selected projects only: values differ by project', async () => {
    const [first, , , fourth] = projectIds;
    const in1 = (
      await post('/settings/my_permissions/', 'supervisor', { project_ids: [first] })
    ).json();
    const in4 = (
      await post('/settings/my_permissions/', 'supervisor', { project_ids: [fourth] })
    ).json();
    const both = (await post('/settings/my_permissions/', 'supervisor')).json();
    expect(in1.permissions.project_outlets).toBe('CREATE');
    expect(in4.permissions.project_outlets).toBe('UPDATE');
    expect(both.permissions.project_outlets).toBe('CREATE');
    expect(both.project_ids.sort()).toEqual([first, fourth].sort());
  });

  it('gives a field-only user nothing but says why', async () => {
    const body = (await post('/settings/my_permissions/', 'merchandiser')).json();
    expect(body.flags.field_only).toBe(true);
    expect(body.permissions).toEqual({});
  });

  it('refuses a project the caller is not in', async () => {
    const response = await post('/settings/my_permissions/', 'client', {
      project_ids: [projectIds[1]],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Недостаточно прав' });
  });
});

describe('POST /svc/main/settings/all/', () => {
  it("answers the settings with global values and the caller's values only", async () => {
    const response = await post('/settings/all/', 'client');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    const feeds = items.find((s: { code: string }) => s.code === 'rights_feeds');
    expect(feeds).toMatchObject({ value_type: 'rights', permission_area: 'feeds' });
    expect(feeds.setting_options.map((o: { code: string }) => o.code)).toEqual([
      'no_access',
      'read',
      'update',
      'create',
    ]);
    expect(feeds.setting_values.length).toBeGreaterThan(0);
    for (const value of feeds.setting_values) {
      expect(value).toMatchObject({ role: 'client', val: 'read' });
    }
    const distance = items.find((s: { code: string }) => s.code === 'allowed_distance_to_outlet');
    const scopes = distance.setting_values.map((v: { project_id: number | null }) => v.project_id);
    expect(scopes).toContain(null);
    expect(
      scopes.every(
        (id: number | null) => id === null || [projectIds[0], projectIds[3]].includes(id),
      ),
    ).toBe(true);
  });

  it('is not for field-only users', async () => {
    expect((await post('/settings/all/', 'stompy')).statusCode).toBe(403);
  });
});
