import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth_sessions, user_projects, users } from '#server/db/schema/index';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

// A read-only route starts on the caller its sign-in had on the previous request and reads the
// caller again alongside (server/access/provisional-caller.ts). Whatever changed in between —
// written straight into the database, as any writer could — must decide the very next answer.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const LISTS = [
  { url: '/svc/main/feeds/list/', valid: {}, invalid: { limit: 'many' } },
  { url: '/svc/main/project_outlets/list/', valid: { limit: 5 }, invalid: { limit: -1 } },
] as const;

/** A fresh sign-in of `login`, with two answered calls of `url`: the second one provisional. */
async function signedIn(login: string, url: string, payload: object) {
  const headers = await bearerFor(test, login);
  const [user] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login));
  const call = (body: object = payload) =>
    test.app.inject({ method: 'POST', url, payload: body, headers });
  expect((await call()).statusCode).toBe(200);
  expect((await call()).statusCode).toBe(200);
  return { call, userId: user.id };
}

describe.each(LISTS)('a provisional caller on $url', ({ url, valid, invalid }) => {
  it('answers 401 from the first request after the sign-in was revoked, even to a bad body', async () => {
    const { call, userId } = await signedIn('administrator', url, valid);
    const { db } = test.database;
    const sessions = await db.select().from(auth_sessions).where(eq(auth_sessions.user_id, userId));
    const newest = sessions.reduce((a, b) => (a.id > b.id ? a : b));
    await db
      .update(auth_sessions)
      .set({ revoked_at: new Date() })
      .where(eq(auth_sessions.id, newest.id));
    expect((await call()).statusCode).toBe(401);
    expect((await call(invalid)).statusCode).toBe(401);
  });

  it('answers 401 once the user is blocked, and 200 again once active', async () => {
    const { call, userId } = await signedIn('supervisor', url, valid);
    const { db } = test.database;
    await db.update(users).set({ status: 'blocked' }).where(eq(users.id, userId));
    try {
      expect((await call()).statusCode).toBe(401);
      expect((await call(invalid)).statusCode).toBe(401);
    } finally {
      await db.update(users).set({ status: 'active' }).where(eq(users.id, userId));
    }
    expect((await call()).statusCode).toBe(200);
  });

  it('answers 403 rather than 400 to a bad body once the caller lost its projects', async () => {
    const { call, userId } = await signedIn('supervisor', url, valid);
    const { db } = test.database;
    const mine = eq(user_projects.user_id, userId);
    await db.update(user_projects).set({ is_active: false }).where(mine);
    try {
      expect((await call(invalid)).statusCode).toBe(403);
    } finally {
      await db.update(user_projects).set({ is_active: true }).where(mine);
    }
    expect((await call(invalid)).statusCode).toBe(400);
  });
});

describe('a provisional caller whose projects changed', () => {
  it('answers with the projects the caller holds now, not those of the previous request', async () => {
    const url = '/svc/main/feeds/list/';
    const today = { date_range: { start: '2000-01-01', end: '2099-12-31' }, limit: 200 };
    const { call, userId } = await signedIn('administrator', url, today);
    const projectsIn = async () =>
      new Set(
        ((await call()).json().items as Array<{ project: { id: number } }>).map(
          (item) => item.project.id,
        ),
      );
    const before = await projectsIn();
    expect(before.size).toBeGreaterThan(1);
    const [dropped] = [...before];
    const { db } = test.database;
    const membership = and(
      eq(user_projects.user_id, userId),
      eq(user_projects.project_id, dropped),
    );
    await db.update(user_projects).set({ is_active: false }).where(membership);
    try {
      const after = await projectsIn();
      expect(after.has(dropped)).toBe(false);
      expect(after.size).toBeGreaterThan(0);
    } finally {
      await db.update(user_projects).set({ is_active: true }).where(membership);
    }
    expect((await projectsIn()).has(dropped)).toBe(true);
  });
});
