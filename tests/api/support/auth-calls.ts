import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { sms_outbox, users } from '#server/db/schema/index';
import type { TestApp } from './test-app';

export const DEMO_PASSWORD = 'demo-password';

let addresses = 0;
/**
 * A client address of its own per call: the per-address rate limit (20 a minute) would
 * otherwise throttle a test file that signs in often from 127.0.0.1.
 */
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A call to the auth service from its own client address. */
export function authCall(
  test: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  options: { body?: object; headers?: Record<string, string>; address?: string } = {},
): Promise<LightMyRequestResponse> {
  return test.app.inject({
    method,
    url: `/svc/auth${path}`,
    payload: options.body,
    headers: options.headers,
    remoteAddress: options.address ?? freshAddress(),
  });
}

export function loginHeaders(test: TestApp): Record<string, string> {
  return { 'x-api-key': test.app.config.apiKey, 'x-captcha-token': 'test-captcha' };
}

export function login(
  test: TestApp,
  body: object,
  options: { headers?: Record<string, string>; address?: string } = {},
) {
  return authCall(test, 'POST', '/api/v1/auth/login/', {
    body,
    headers: options.headers ?? loginHeaders(test),
    address: options.address,
  });
}

/** Signs in with the demo password and answers the tokens as headers ready to use. */
export async function signIn(test: TestApp, loginName: string, password = DEMO_PASSWORD) {
  const response = await login(test, { login: loginName, password });
  if (response.statusCode !== 200) throw new Error(`login ${loginName}: ${response.body}`);
  const { tokens, user } = response.json();
  return {
    user,
    access: { authorization: `Bearer ${tokens.access.token}` },
    refresh: { authorization: `Bearer ${tokens.refresh.token}` },
    tokens,
  };
}

export function refresh(test: TestApp, refreshToken: string) {
  return authCall(test, 'POST', '/api/v1/auth/refresh/', {
    headers: { authorization: `Bearer ${refreshToken}` },
  });
}

/** Any signed-in call that needs nothing but a live access token. */
export function whoAmI(test: TestApp, headers: Record<string, string>, userId: number) {
  return authCall(test, 'GET', `/api/v1/users/${userId}/`, { headers });
}

/** The code of the last text sent to a phone, as a tester reads it from the outbox. */
export async function lastCodeSentTo(test: TestApp, phone: string): Promise<string | undefined> {
  const [message] = await test.database.db
    .select({ text: sms_outbox.text })
    .from(sms_outbox)
    .where(eq(sms_outbox.phone, phone))
    .orderBy(desc(sms_outbox.id))
    .limit(1);
  return message?.text.match(/\b\d{6}\b/)?.[0];
}

export async function userByLogin(test: TestApp, loginName: string) {
  const [user] = await test.database.db.select().from(users).where(eq(users.login, loginName));
  if (!user) throw new Error(`no user ${loginName}`);
  return user;
}
