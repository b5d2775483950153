import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login_attempts, sms_otp_codes, sms_outbox } from '#server/db/schema/index';
import { authResponseSchema } from '#src/contracts/auth';
import {
  authCall,
  DEMO_PASSWORD,
  freshAddress,
  lastCodeSentTo,
  login,
  signIn,
  userByLogin,
  whoAmI,
} from '../support/auth-calls';
import { createTestApp, type TestApp } from '../support/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const sendOtp = (loginName: string) =>
  authCall(test, 'POST', '/api/v1/sms_auth/send_otp/', { body: { login: loginName } });
const otpLogin = (loginName: string, code: string, address?: string) =>
  authCall(test, 'POST', '/api/v1/sms_auth/login_by_otp_code/', {
    body: { login: loginName, code },
    address,
  });
const sendResetCode = (loginName: string) =>
  authCall(test, 'POST', '/api/v1/users/reset_password_code/', { body: { login: loginName } });
const setPasswordByCode = (body: object) =>
  authCall(test, 'POST', '/api/v1/users/set_password_by_code/', { body });

/** Moves a login's attempts six minutes back: the countdown and any lock-out have run out. */
async function ageAttempts(loginName: string) {
  await test.database.db
    .update(login_attempts)
    .set({ created_at: new Date(Date.now() - 6 * 60_000) })
    .where(eq(login_attempts.login, loginName));
}

const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS sign-in', () => {
  it('texts a six-digit code that signs in once', async () => {
    const { phone } = await userByLogin(test, 'analyst');
    const sent = await sendOtp('analyst');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resend_after: 60, expires_in: 600 });
    const code = await lastCodeSentTo(test, phone ?? '');
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed only.
    const stored = await test.database.db.select().from(sms_otp_codes);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    const response = await otpLogin('analyst', code ?? '');
    expect(response.statusCode).toBe(200);
    expect(authResponseSchema.safeParse(response.json()).success).toBe(true);
    const reuse = await otpLogin('analyst', code ?? '');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ detail: 'Wrong code' });
  });

  it('counts the resend countdown down, for unknown logins alike', async () => {
    for (const name of ['leader', 'nobody-here']) {
      expect((await sendOtp(name)).statusCode).toBe(200);
      const early = await sendOtp(name);
      expect(early.statusCode).toBe(429);
      const body = early.json();
      expect(body.detail).toBe('Resend too soon');
      expect(body.resend_after).toBeGreaterThan(55);
      expect(body.resend_after).toBeLessThanOrEqual(60);
    }
    // Nothing is texted for a login that does not exist, and the reply did not say so.
    const texts = await test.database.db.select().from(sms_outbox);
    expect(texts.some((text) => text.phone === '' || text.text.includes('nobody'))).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { phone, id } = await userByLogin(test, 'director');
    await sendOtp('director');
    const code = (await lastCodeSentTo(test, phone ?? '')) ?? '';
    await test.database.db
      .update(sms_otp_codes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(sms_otp_codes.user_id, id), isNull(sms_otp_codes.consumed_at)));
    const response = await otpLogin('director', code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Wrong code' });
  });

  it('kills a code after five wrong entries', async () => {
    const { phone } = await userByLogin(test, 'check_manager');
    await sendOtp('check_manager');
    const code = (await lastCodeSentTo(test, phone ?? '')) ?? '';
    const statuses: number[] = [];
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      statuses.push((await otpLogin('check_manager', wrongCodeOf(code), address)).statusCode);
    }
    // The fifth failure also locks the login for that address (five failures in five minutes).
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    await ageAttempts('check_manager');
    // The lock has passed, but the code itself is spent.
    expect((await otpLogin('check_manager', code)).json()).toEqual({ detail: 'Wrong code' });
    await sendOtp('check_manager');
    const next = (await lastCodeSentTo(test, phone ?? '')) ?? '';
    expect((await otpLogin('check_manager', next)).statusCode).toBe(200);
  });

  it('lets only the newest code work', async () => {
    const { phone } = await userByLogin(test, 'client');
    await sendOtp('client');
    const first = (await lastCodeSentTo(test, phone ?? '')) ?? '';
    await ageAttempts('client');
    await sendOtp('client');
    const second = (await lastCodeSentTo(test, phone ?? '')) ?? '';
    if (first !== second) expect((await otpLogin('client', first)).statusCode).toBe(400);
    expect((await otpLogin('client', second)).statusCode).toBe(200);
  });

  it('answers an unknown login exactly like a wrong code', async () => {
    await sendOtp('ghost-sms');
    const response = await otpLogin('ghost-sms', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Wrong code' });
  });
});

describe('password reset by code', () => {
  it('sets a new password and ends every sign-in of the user', async () => {
    const { phone } = await userByLogin(test, 'head_check_manager');
    const before = await signIn(test, 'head_check_manager');
    expect((await sendResetCode('head_check_manager')).json()).toEqual({
      resend_after: 60,
      expires_in: 600,
    });
    const code = (await lastCodeSentTo(test, phone ?? '')) ?? '';
    const short = await setPasswordByCode({ login: 'head_check_manager', code, password: '12' });
    expect(short.statusCode).toBe(400);
    const wrong = await setPasswordByCode({
      login: 'head_check_manager',
      code: wrongCodeOf(code),
      password: 'reset-password',
    });
    expect(wrong.json()).toEqual({ detail: 'Wrong code' });
    const done = await setPasswordByCode({
      login: 'head_check_manager',
      code,
      password: 'reset-password',
    });
    expect(done.statusCode).toBe(204);
    expect((await whoAmI(test, before.access, before.user.id)).statusCode).toBe(401);
    const old = await login(test, { login: 'head_check_manager', password: DEMO_PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await login(test, { login: 'head_check_manager', password: 'reset-password' });
    expect(fresh.statusCode).toBe(200);
    const again = await setPasswordByCode({
      login: 'head_check_manager',
      code,
      password: 'second-try',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses unknown keys', async () => {
    const response = await authCall(test, 'POST', '/api/v1/users/reset_password_code/', {
      body: { login: 'administrator', phone: '+79990000000' },
    });
    expect(response.statusCode).toBe(400);
  });
});
