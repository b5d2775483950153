import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, roles, user_projects, user_roles, users } from '#server/db/schema/index';
import { todayIso } from '#server/lib/dates';
import { bearerFor, bearerForId } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
});
afterAll(() => test.close());

const month = () => {
  const start = new Date(Date.now() - 40 * 24 * 3600 * 1000);
  return { start: todayIso(start), end: todayIso() };
};

async function feed(body: object, headers: Record<string, string> = admin) {
  return test.app.inject({ method: 'POST', url: '/svc/main/feeds/list/', payload: body, headers });
}

describe('POST /svc/main/feeds/list/', () => {
  it('refuses a call without a valid access token', async () => {
    expect((await feed({}, {})).statusCode).toBe(401);
    const forged = await feed({}, { authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ detail: 'Unauthorized' });
  });

  it('answers field errors in the shape the portal reads', async () => {
    const response = await feed({ limit: 'много', statuses: ['flying'] });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe('Исправьте ошибки, допущенные при заполнении формы');
    const fields = body.errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['limit', 'statuses.0']));
    expect(body.errors.every((error: { message: string }) => error.message.length > 0)).toBe(true);
  });

  it('refuses a date range that starts after it ends', async () => {
    const response = await feed({ date_range: { start: '2026-02-02', end: '2026-02-01' } });
    expect(response.statusCode).toBe(400);
  });

  it('defaults to today, visit type visit, status completed, newest first', async () => {
    const response = await feed({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body).toMatchObject({ limit: 50, offset: 0 });
    for (const item of body.items) {
      expect(item).toMatchObject({
        status: 'completed',
        visit_type: 'visit',
        visit_date: todayIso(),
      });
      expect(item.outlet.address.length).toBeGreaterThan(0);
    }
    const order = body.items.map((item: { started_at: string }) => item.started_at);
    expect([...order].sort().reverse()).toEqual(order);
  });

  it('pages through a larger range with a stable total', async () => {
    const filter = { date_range: month(), statuses: [], limit: 20 };
    const first = (await feed({ ...filter, offset: 0 })).json();
    const second = (await feed({ ...filter, offset: 20 })).json();
    expect(first.total).toBeGreaterThan(100);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.items.map((item: { id: number }) => item.id));
    expect(second.items.some((item: { id: number }) => ids.has(item.id))).toBe(false);
  });

  it('filters by several visit numbers separated by a vertical bar', async () => {
    const page = (await feed({ date_range: month(), limit: 5 })).json();
    const numbers = page.items.slice(0, 2).map((item: { number: string }) => item.number);
    const found = (await feed({ date_range: month(), number: numbers.join(' | ') })).json();
    expect(found.items.map((item: { number: string }) => item.number).sort()).toEqual(
      numbers.sort(),
    );
  });

  it('shows the restored sign only to the roles that may see it', async () => {
    const filter = { date_range: month(), statuses: [], is_restored: true };
    const shown = (await feed(filter)).json();
    expect(shown.total).toBeGreaterThan(0);
    expect(shown.items.every((item: { is_restored: boolean }) => item.is_restored)).toBe(true);

    const supervisor = await bearerFor(test, 'supervisor');
    const hidden = (await feed(filter, supervisor)).json();
    const unfiltered = (await feed({ date_range: month(), statuses: [] }, supervisor)).json();
    expect(hidden.total).toBe(unfiltered.total);
    expect(hidden.items.some((item: { is_restored: boolean }) => item.is_restored)).toBe(false);
  });

  it('shows only the projects the caller belongs to', async () => {
    const db = test.database.db;
    const [first, second] = await db
      .select({ id: projects.id })
      .from(projects)
      .orderBy(projects.id);
    const [user] = await db
      .insert(users)
      .values({ login: 'scoped_user', last_name: 'Проверкин', first_name: 'Олег' })
      .returning({ id: users.id });
    await db.insert(user_projects).values({ user_id: user.id, project_id: first.id });
    // A staff role, whose feed rights the seed grants in every project.
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.sys_name, 'leader'));
    await db.insert(user_roles).values({ user_id: user.id, role_id: role.id });
    const headers = await bearerForId(test, user.id);

    const own = (await feed({ date_range: month() }, headers)).json();
    expect(own.total).toBeGreaterThan(0);
    expect(
      own.items.every((item: { project: { id: number } }) => item.project.id === first.id),
    ).toBe(true);

    // Naming a project the caller is not in is refused outright.
    const foreign = await feed({ date_range: month(), project_ids: [second.id] }, headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: 'Недостаточно прав' });
  });
});
