import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login_attempts, users } from '#server/db/schema/index';
import { LOCKOUT_FAILURES_ACROSS_ADDRESSES } from '#server/services/auth/attempts';
import { authResponseSchema } from '#src/contracts/auth';
import {
  authCall,
  DEMO_PASSWORD,
  freshAddress,
  login,
  loginHeaders,
  signIn,
  userByLogin,
  whoAmI,
} from '../support/auth-calls';
import { createTestApp, type TestApp } from '../support/test-app';

let test: TestApp;
const logLines: string[] = [];
const logged = (message: string) =>
  logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === message);

/** Moves a login's attempts six minutes back: any lock-out has run out. */
async function ageAttempts(loginName: string) {
  await test.database.db
    .update(login_attempts)
    .set({ created_at: new Date(Date.now() - 6 * 60_000) })
    .where(eq(login_attempts.login, loginName));
}

beforeAll(async () => {
  test = await createTestApp({ TRUST_PROXY: 'true' }, { logLines });
});
afterAll(() => test.close());

describe('POST /svc/auth/api/v1/auth/login/', () => {
  it('answers the auth response for a good login and password, without the hash', async () => {
    const response = await login(test, { login: 'administrator', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(authResponseSchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body.user).sort()).toEqual([
      'email',
      'first_name',
      'id',
      'last_name',
      'login',
      'patronymic_name',
      'phone',
      'roles',
      'status',
    ]);
    expect(body.user).toMatchObject({ login: 'administrator', status: 'active' });
    expect(body.user.roles).toContainEqual({ sys_name: 'administrator', name: 'Администратор' });
    expect(response.body).not.toMatch(/password|argon2/);
    const accessExpiry = Date.parse(body.tokens.access.expires_at) - Date.now();
    expect(accessExpiry).toBeGreaterThan(14 * 60_000);
    expect(accessExpiry).toBeLessThanOrEqual(15 * 60_000);
    const refreshExpiry = Date.parse(body.tokens.refresh.expires_at) - Date.now();
    expect(refreshExpiry).toBeGreaterThan(29 * 24 * 3600_000);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the phone in any common spelling instead of the login', async () => {
    const { phone } = await userByLogin(test, 'analyst');
    const spelled = `8 (${phone?.slice(2, 5)}) ${phone?.slice(5, 8)}-${phone?.slice(8, 10)}-${phone?.slice(10)}`;
    const response = await login(test, { login: spelled, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.login).toBe('analyst');
  });

  it('refuses a missing or wrong API key before looking at the body', async () => {
    const body = { login: 'administrator', password: DEMO_PASSWORD };
    const wrong = await login(test, body, {
      headers: { ...loginHeaders(test), 'x-api-key': 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid API key' });
    const missing = await login(test, {}, { headers: { 'x-captcha-token': 'x' } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: 'Invalid API key' });
  });

  it('requires a captcha token', async () => {
    const response = await login(
      test,
      { login: 'administrator', password: DEMO_PASSWORD },
      { headers: { 'x-api-key': test.app.config.apiKey } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Captcha required' });
  });

  it('answers a wrong password and an unknown login alike', async () => {
    const wrong = await login(test, { login: 'leader', password: 'wrong-password' });
    const unknown = await login(test, { login: 'nobody-here', password: 'wrong-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Unauthorized' });
    }
  });

  it('locks a login for 5 minutes after 5 failures from one address, known or not, and says so', async () => {
    for (const name of ['department_head', 'ghost_user']) {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await login(test, { login: name, password: `wrong-${i}` }, { address });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // Locked: even the right password is refused, with the spec's message.
      const locked = await login(test, { login: name, password: DEMO_PASSWORD }, { address });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ detail: 'Too many tries. Repeat in 5 min' });
    }
    // Five minutes later the lock has passed.
    await ageAttempts('department_head');
    const after = await login(test, { login: 'department_head', password: DEMO_PASSWORD });
    expect(after.statusCode).toBe(200);
  });

  it('does not let one address lock the owner out: the lock is per login and address', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 6; i++) {
      await login(test, { login: 'administrator', password: `guess-${i}` }, { address: attacker });
    }
    const fromAttacker = await login(
      test,
      { login: 'administrator', password: DEMO_PASSWORD },
      { address: attacker },
    );
    expect(fromAttacker.statusCode).toBe(429);
    // The administrator, from their own address, still signs in.
    const fromOwner = await login(test, { login: 'administrator', password: DEMO_PASSWORD });
    expect(fromOwner.statusCode).toBe(200);
  });

  it('still stops guessing spread over many addresses, and says so in the log', async () => {
    await ageAttempts('leader');
    const statuses: number[] = [];
    for (let i = 0; i < LOCKOUT_FAILURES_ACROSS_ADDRESSES + 1; i++) {
      // Four tries per address: never the per-address lock, only the login's ceiling.
      const address = `10.250.${Math.floor(i / 4)}.1`;
      statuses.push(
        (await login(test, { login: 'leader', password: `spread-${i}` }, { address })).statusCode,
      );
    }
    expect(statuses.slice(0, LOCKOUT_FAILURES_ACROSS_ADDRESSES - 1).every((s) => s === 401)).toBe(
      true,
    );
    expect(statuses.slice(LOCKOUT_FAILURES_ACROSS_ADDRESSES - 1)).toEqual([429, 429]);
    // Now the login is locked everywhere, for a new address and the right password too.
    const anywhere = await login(test, { login: 'leader', password: DEMO_PASSWORD });
    expect(anywhere.statusCode).toBe(429);
    expect(anywhere.json()).toEqual({ detail: 'Too many tries. Repeat in 5 min' });
    // The lock's start is a warning in the log, with the login; lock-outs per address too.
    const across = logged('login locked out across addresses');
    expect(across).toHaveLength(1);
    expect(across[0]).toMatchObject({ level: 40, login: 'leader', lock: 'login' });
    expect(logged('login locked out for an address').map((entry) => entry.login)).toContain(
      'administrator',
    );
    await ageAttempts('leader');
    expect((await login(test, { login: 'leader', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('logs every attempt, never the password', async () => {
    const rows = await test.database.db
      .select()
      .from(login_attempts)
      .where(eq(login_attempts.login, 'ghost_user'));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.every((row) => row.success === false && row.ip?.startsWith('10.'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('wrong-');
  });

  it('refuses blocked and inactive users with the same answer, and their live tokens', async () => {
    const session = await signIn(test, 'crisis_manager');
    const userId = session.user.id;
    expect((await whoAmI(test, session.access, userId)).statusCode).toBe(200);
    for (const status of ['blocked', 'inactive'] as const) {
      await test.database.db.update(users).set({ status }).where(eq(users.id, userId));
      const response = await login(test, { login: 'crisis_manager', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Unauthorized' });
      expect((await whoAmI(test, session.access, userId)).statusCode).toBe(401);
    }
    await test.database.db.update(users).set({ status: 'active' }).where(eq(users.id, userId));
  });

  it('refuses unknown keys in the body', async () => {
    const response = await login(test, {
      login: 'administrator',
      password: DEMO_PASSWORD,
      roles: ['administrator'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Исправьте ошибки, допущенные при заполнении формы');
  });

  it('limits one client address to 20 sign-in calls a minute', async () => {
    const address = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = { login: `flood-${i}`, password: 'wrong-password' };
      statuses.push((await login(test, body, { address })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /svc/auth/api/v1/auth/access_auth_types/', () => {
  it('answers the same methods whether or not the login exists', async () => {
    const known = await authCall(test, 'POST', '/api/v1/auth/access_auth_types/', {
      body: { login: 'administrator' },
    });
    const unknown = await authCall(test, 'POST', '/api/v1/auth/access_auth_types/', {
      body: { login: 'nobody-here' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ types: ['password', 'sms'] });
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('security headers', () => {
  it('come with every reply; HSTS only over TLS', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
    expect(plain.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['cache-control']).not.toBe('no-store');
    const tls = await test.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const refused = await authCall(test, 'GET', '/api/v1/users/1/');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });
});
