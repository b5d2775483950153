import { type Session, sessionFromAuth } from '#src/api/session';
import type { AuthResponse } from '#src/contracts/auth';
import type { RuntimeConfig } from '#src/contracts/runtime-config';

export const DEMO_PASSWORD = 'demo-password';

/** Where the portal keeps its session (src/api/session.ts): all a signed-in device holds. */
export const SESSION_KEY = 'sfa.session';

/** The deployment's settings, read once per file and server: the auth service and the API key. */
const configs = new Map<string, Promise<RuntimeConfig>>();

function runtimeConfig(baseUrl: string): Promise<RuntimeConfig> {
  let config = configs.get(baseUrl);
  if (!config) {
    config = fetch(new URL('/config.json', baseUrl)).then(async (response) => {
      if (!response.ok) throw new Error(`/config.json: ${response.status}`);
      return (await response.json()) as RuntimeConfig;
    });
    configs.set(baseUrl, config);
  }
  return config;
}

/**
 * Signs `login` in through the auth service as the login form does (the deployment's API key,
 * a captcha token, which any non-empty value is without a provider) and answers the session
 * the portal keeps after it.
 *
 * A new sign-in for each browser profile, rather than one stored per role and shared: it is a
 * call of a few hundred milliseconds (the password hash), and it keeps every profile's session
 * its own. A shared one would not hold: tokens rotate on refresh, and a stored refresh token
 * presented again by a second profile after the first one's successor was used is reuse, which
 * revokes the sign-in of both; the access token lives 15 minutes, less than a run, so every long
 * file refreshes; and a test that signs out revokes its session on the server.
 */
export async function signInThroughApi(
  baseUrl: string,
  login: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const config = await runtimeConfig(baseUrl);
  const response = await fetch(new URL('api/v1/auth/login/', authBase(baseUrl, config)), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Api-Key': config.apiKey,
      'X-Captcha-Token': 'e2e',
    },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${login}: ${response.status} ${await response.text()}`);
  }
  return sessionFromAuth((await response.json()) as AuthResponse);
}

/** The auth service's base as a directory URL, absolute or relative to the portal's origin. */
function authBase(baseUrl: string, config: RuntimeConfig): URL {
  const base = new URL(config.services.auth, baseUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return base;
}

/**
 * A call to the portal's server with a session's access token, from Node (never through the
 * page, so it works while the page is cut off): what the server really holds.
 */
export async function serverCall<T>(
  baseUrl: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
