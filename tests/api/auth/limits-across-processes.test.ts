import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login_attempts } from '#server/db/schema/index';
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
