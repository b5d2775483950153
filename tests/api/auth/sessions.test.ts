import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth_sessions, refresh_tokens } from '#server/db/schema/index';
import { authResponseSchema } from '#src/contracts/auth';
import { bearerFor } from '../support/auth';
import { authCall, DEMO_PASSWORD, login, refresh, signIn, whoAmI } from '../support/auth-calls';
import { createTestApp, type TestApp } from '../support/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const logout = (headers: Record<string, string>) =>
  authCall(test, 'POST', '/api/v1/auth/logout/', { headers });

/** Moves a refresh token's rotation into the past, e.g. beyond the 10-second overlap window. */
async function ageRotation(token: string, seconds: number) {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(token).digest('hex');
  await test.database.db
    .update(refresh_tokens)
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(refresh_tokens.token_hash, hash));
}

describe('POST /svc/auth/api/v1/auth/refresh/', () => {
  it('rotates the refresh token and answers the auth response', async () => {
    const session = await signIn(test, 'analyst');
    const response = await refresh(test, session.tokens.refresh.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(authResponseSchema.safeParse(body).success).toBe(true);
    expect(body.tokens.refresh.token).not.toBe(session.tokens.refresh.token);
    // Rotation never extends the sign-in: the family keeps its absolute expiry.
    expect(body.tokens.refresh.expires_at.slice(0, 16)).toBe(
      session.tokens.refresh.expires_at.slice(0, 16),
    );
    const next = await refresh(test, body.tokens.refresh.token);
    expect(next.statusCode).toBe(200);
    const { user } = body;
    expect(
      (await whoAmI(test, { authorization: `Bearer ${body.tokens.access.token}` }, user.id))
        .statusCode,
    ).toBe(200);
  });

  it('gives two tabs refreshing at once a pair each (overlap window)', async () => {
    const session = await signIn(test, 'analyst');
    const [first, second] = await Promise.all([
      refresh(test, session.tokens.refresh.token),
      refresh(test, session.tokens.refresh.token),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await refresh(test, session.tokens.refresh.token);
    expect(again.statusCode).toBe(200);
    // Both tabs' tokens go on working.
    expect((await refresh(test, first.json().tokens.refresh.token)).statusCode).toBe(200);
    expect((await refresh(test, second.json().tokens.refresh.token)).statusCode).toBe(200);
  });

  it('answers a repeat after a lost answer while the pair it got was never used', async () => {
    const session = await signIn(test, 'analyst');
    const r1 = session.tokens.refresh.token;
    // The answer carrying R2 never reaches the portal; it tries R1 again a minute later.
    const lost = (await refresh(test, r1)).json();
    await ageRotation(r1, 60);
    const retry = await refresh(test, r1);
    expect(retry.statusCode).toBe(200);
    const replacement = retry.json();
    expect(replacement.tokens.refresh.token).not.toBe(lost.tokens.refresh.token);
    const access = { authorization: `Bearer ${replacement.tokens.access.token}` };
    expect((await whoAmI(test, access, session.user.id)).statusCode).toBe(200);
    // Lost twice over: still signed in.
    await ageRotation(r1, 60);
    const again = await refresh(test, r1);
    expect(again.statusCode).toBe(200);
    const next = await refresh(test, again.json().tokens.refresh.token);
    expect(next.statusCode).toBe(200);
    expect(
      (
        await whoAmI(
          test,
          { authorization: `Bearer ${next.json().tokens.access.token}` },
          session.user.id,
        )
      ).statusCode,
    ).toBe(200);
    // The successors retired unused were never delivered: one turning up is a stolen copy, and
    // the sign-in ends.
    expect((await refresh(test, lost.tokens.refresh.token)).statusCode).toBe(401);
    expect((await refresh(test, next.json().tokens.refresh.token)).statusCode).toBe(401);
  });

  it('takes a repeat after the successor was used as theft and ends the whole sign-in', async () => {
    const session = await signIn(test, 'analyst');
    const r2 = (await refresh(test, session.tokens.refresh.token)).json();
    const r3 = (await refresh(test, r2.tokens.refresh.token)).json();
    await ageRotation(session.tokens.refresh.token, 60);
    const reuse = await refresh(test, session.tokens.refresh.token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Unauthorized' });
    // The thief's and the owner's tokens of that family are all dead now, R2's successor too…
    expect((await refresh(test, r3.tokens.refresh.token)).statusCode).toBe(401);
    const access = { authorization: `Bearer ${r3.tokens.access.token}` };
    expect((await whoAmI(test, access, session.user.id)).statusCode).toBe(401);
    // …while another sign-in of the same user is untouched.
    const other = await signIn(test, 'analyst');
    expect((await whoAmI(test, other.access, session.user.id)).statusCode).toBe(200);
  });

  it('refuses an expired sign-in, tokens of the wrong type and forged tokens', async () => {
    const session = await signIn(test, 'analyst');
    // An access token is no refresh token and the other way round.
    expect((await refresh(test, session.tokens.access.token)).statusCode).toBe(401);
    expect((await whoAmI(test, session.refresh, session.user.id)).statusCode).toBe(401);
    // alg "none" and a foreign key.
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const [, payload] = session.tokens.access.token.split('.');
    const unsigned = { authorization: `Bearer ${header}.${payload}.` };
    expect((await whoAmI(test, unsigned, session.user.id)).statusCode).toBe(401);
    const foreign = await new SignJWT({ typ: 'access', sid: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.id))
      .setAudience('sfa-portal')
      .setIssuer('sfa-portal-auth')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('someone-elses-secret'));
    const forged = { authorization: `Bearer ${foreign}` };
    expect((await whoAmI(test, forged, session.user.id)).statusCode).toBe(401);
    // The sign-in's absolute expiry passes: both tokens stop working.
    await test.database.db
      .update(auth_sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(auth_sessions.user_id, session.user.id));
    expect((await refresh(test, session.tokens.refresh.token)).statusCode).toBe(401);
    expect((await whoAmI(test, session.access, session.user.id)).statusCode).toBe(401);
  });
});

describe('POST /svc/auth/api/v1/auth/logout/', () => {
  it('ends the sign-in: its access and refresh tokens are refused', async () => {
    const session = await signIn(test, 'leader');
    const response = await logout(session.access);
    expect(response.statusCode).toBe(204);
    expect((await whoAmI(test, session.access, session.user.id)).statusCode).toBe(401);
    expect((await refresh(test, session.tokens.refresh.token)).statusCode).toBe(401);
    expect((await logout(session.access)).statusCode).toBe(401);
  });
});

describe('PUT /svc/auth/api/v1/users/{id}/set_password/', () => {
  const setPassword = (headers: Record<string, string>, id: number, body: object) =>
    authCall(test, 'PUT', `/api/v1/users/${id}/set_password/`, { headers, body });

  it('changes one’s own password with the old one and ends the other sign-ins', async () => {
    const here = await signIn(test, 'supervisor');
    const elsewhere = await signIn(test, 'supervisor');
    const id = here.user.id;
    const missing = await setPassword(here.access, id, { password: 'new-password-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('old_password');
    const wrong = await setPassword(here.access, id, {
      old_password: 'not-it',
      password: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Неверный текущий пароль');
    const short = await setPassword(here.access, id, {
      old_password: DEMO_PASSWORD,
      password: '123',
    });
    expect(short.statusCode).toBe(400);
    const done = await setPassword(here.access, id, {
      old_password: DEMO_PASSWORD,
      password: 'new-password-1',
    });
    expect(done.statusCode).toBe(204);
    expect((await whoAmI(test, here.access, id)).statusCode).toBe(200);
    expect((await whoAmI(test, elsewhere.access, id)).statusCode).toBe(401);
    expect((await refresh(test, elsewhere.tokens.refresh.token)).statusCode).toBe(401);
    expect((await login(test, { login: 'supervisor', password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await login(test, { login: 'supervisor', password: 'new-password-1' })).statusCode,
    ).toBe(200);
  });

  it("lets an administrator set another's password, ending all their sign-ins", async () => {
    const target = await signIn(test, 'check_manager');
    const admin = await bearerFor(test, 'administrator');
    const done = await setPassword(admin, target.user.id, { password: 'set-by-admin' });
    expect(done.statusCode).toBe(204);
    expect((await whoAmI(test, target.access, target.user.id)).statusCode).toBe(401);
    expect(
      (await login(test, { login: 'check_manager', password: 'set-by-admin' })).statusCode,
    ).toBe(200);
  });

  it("refuses another user's password to a caller without the right", async () => {
    const client = await bearerFor(test, 'client');
    const admin = await signIn(test, 'report_viewer');
    const refused = await setPassword(client, admin.user.id, { password: 'hijacked!' });
    expect(refused.statusCode).toBe(403);
    // A profile editor may not take over an administrator's sign-in either.
    const supervisor = await bearerFor(test, 'leader');
    const adminUser = (await signIn(test, 'administrator')).user;
    const escalation = await setPassword(supervisor, adminUser.id, { password: 'hijacked!' });
    expect(escalation.statusCode).toBe(403);
  });
});
