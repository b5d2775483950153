import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login_attempts, rate_limit_counters } from '#server/db/schema/index';
import { DEMO_PASSWORD, freshAddress, login } from '../support/auth-calls';
import { secondApp } from '../support/second-connection';
import { createTestApp, type TestApp } from '../support/test-app';

/** Two server processes on one database, each with its own memory and connection. */
let test: TestApp;
let other: TestApp;
const logLines: string[] = [];
const logged = (message: string, loginName: string) =>
  logLines
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.msg === message && entry.login === loginName).length;

beforeAll(async () => {
  test = await createTestApp({ TRUST_PROXY: 'true' }, { logLines });
  other = await secondApp(test, { logLines });
});
afterAll(async () => {
  await other?.close();
  await test?.close();
});

const TOO_MANY_TRIES = { detail: 'Too many tries. Repeat in 5 min' };

describe('the sign-in lock-out under a burst', () => {
  it.each([
    { servers: 'one server', loginName: 'supervisor', spread: () => [test] },
    { servers: 'two servers on one database', loginName: 'client', spread: () => [test, other] },
  ])(
    'checks 5 of 16 wrong passwords sent at once to $servers, refuses the rest and then the right one',
    async ({ loginName, spread }) => {
      const apps = spread();
      const address = freshAddress();
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          login(apps[i % apps.length], { login: loginName, password: `burst-${i}` }, { address }),
        ),
      );
      // Exactly the limit was checked against the password; the others were refused unchecked.
      expect(logged('sign-in refused: bad credentials', loginName)).toBe(5);
      expect(logged('sign-in refused: locked out', loginName)).toBe(11);
      // At most the four before the limit say 'wrong password'; every other answer is the lock.
      const statuses = responses.map((response) => response.statusCode);
      const wrongPassword = statuses.filter((status) => status === 401).length;
      expect(wrongPassword).toBeLessThanOrEqual(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(16 - wrongPassword);
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expect(response.json()).toEqual(TOO_MANY_TRIES);
      }
      const reasons = await test.database.db
        .select({ reason: login_attempts.reason, count: sql<number>`count(*)::int` })
        .from(login_attempts)
        .where(eq(login_attempts.login, loginName))
        .groupBy(login_attempts.reason)
        .orderBy(login_attempts.reason);
      expect(reasons).toEqual([
        { reason: 'bad_credentials', count: 5 },
        { reason: 'locked', count: 11 },
      ]);
      // The login is locked for that address on every server, even with the right password.
      for (const app of [test, other]) {
        const right = await login(app, { login: loginName, password: DEMO_PASSWORD }, { address });
        expect(right.statusCode).toBe(429);
        expect(right.json()).toEqual(TOO_MANY_TRIES);
      }
    },
  );
});

describe('the per-address sign-in limit', () => {
  it('counts one address on every server against one limit of 20 a minute', async () => {
    const address = '203.0.113.77';
    const call = (app: TestApp, i: number) =>
      login(app, { login: `flood-across-${i}`, password: 'wrong-password' }, { address });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await call(i % 2 ? other : test, i)).statusCode);
    // Past the limiter: refused by the password check, not by the limit.
    expect(statuses).toEqual(Array(20).fill(401));
    for (const app of [test, other]) {
      const refused = await call(app, 20);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ detail: 'Слишком много запросов, повторите позже' });
      expect(refused.json().retry_after).toBeGreaterThan(0);
      expect(refused.json().retry_after).toBeLessThanOrEqual(60);
    }
    // Another address is not held by this one's count.
    const elsewhere = { login: 'flood-across-21', password: 'wrong-password' };
    expect((await login(other, elsewhere, { address: freshAddress() })).statusCode).toBe(401);
  });

  it('counts a burst at once exactly, and starts a new window when the minute is over', async () => {
    const address = '203.0.113.78';
    const call = (app: TestApp, i: number) =>
      login(app, { login: `burst-across-${i}`, password: 'wrong-password' }, { address });
    const statuses = (
      await Promise.all(Array.from({ length: 30 }, (_, i) => call(i % 2 ? other : test, i)))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    // The minute runs out (moved back on the database's clock): the address may call again.
    await test.database.db
      .update(rate_limit_counters)
      .set({ resets_at: sql`now() - interval '1 second'` })
      .where(sql`${rate_limit_counters.key} like ${`%${address}`}`);
    expect((await call(other, 30)).statusCode).toBe(401);
    expect((await call(test, 31)).statusCode).toBe(401);
  });
});
