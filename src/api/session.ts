import type { AuthResponse } from '#src/contracts/auth';
import { RUNTIME_CONFIG_STORAGE_KEY } from '#src/lib/runtime-config';

/** The signed-in user as the auth service's reply carries it (id, names, roles). */
export type SessionUser = AuthResponse['user'];

/**
 * The signed-in session: the tokens the auth service issued and the user they belong to. This
 * module is the one owner of them; the HTTP layer reads the access token from here, sign-in and
 * refresh write them, sign-out clears them.
 *
 * Kept in local storage because the spec persists auth and user state across reloads and tabs
 * (and nothing else: sign-out clears the rest).
 */
export interface Session {
  accessToken: string;
  /** ISO 8601 instant, as the auth service sends it. */
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
  user: SessionUser;
}

/**
 * Why the session changed: `local` — this tab signed in, refreshed or signed out; `expired` — the
 * auth service refused the refresh token; `other-tab` — another tab wrote or cleared it.
 */
export type SessionChange = 'local' | 'expired' | 'other-tab';

const STORAGE_KEY = 'sfa.session';
const listeners = new Set<(change: SessionChange) => void>();
let current: Session | null = readStored();

export function getSession(): Session | null {
  return current;
}

export function getAccessToken(): string | null {
  return current?.accessToken || null;
}

export function getSessionUser(): SessionUser | null {
  return current?.user ?? null;
}

export function setSession(session: Session | null, change: SessionChange = 'local'): void {
  current = session;
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lives in memory for this tab only.
  }
  notify(change);
}

/** The session an auth reply (login, SMS login, refresh) opens. */
export function sessionFromAuth({ tokens, user }: AuthResponse): Session {
  return {
    accessToken: tokens.access.token,
    accessExpiresAt: tokens.access.expires_at,
    refreshToken: tokens.refresh.token,
    refreshExpiresAt: tokens.refresh.expires_at,
    user,
  };
}

export function clearSession(change: SessionChange = 'local'): void {
  setSession(null, change);
}

/**
 * Reads the session again from local storage, where another tab may have rotated or removed it
 * a moment ago (its `storage` event may not have arrived yet). Returns what is there now.
 */
export function reloadSession(): Session | null {
  const stored = readStored();
  if (JSON.stringify(stored) !== JSON.stringify(current)) {
    current = stored;
    notify('other-tab');
  }
  return current;
}

/**
 * Signed in as far as the portal can tell: an access token that has not expired, or a refresh
 * token that can still get one. The server has the last word (a 401).
 */
export function hasValidSession(now: number = Date.now()): boolean {
  if (!current) return false;
  return (
    isUsable(current.accessToken, current.accessExpiresAt, now) ||
    isUsable(current.refreshToken, current.refreshExpiresAt, now)
  );
}

/** Also for `useSyncExternalStore` (which ignores the argument). */
export function subscribeSession(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What local storage keeps across a sign-out: the deployment's settings, which hold nothing of
 * the user. Without them the next start without a network fails (the session may end on its
 * own in the field, and the next sign-in does not load the page again).
 */
const DEVICE_KEYS = [RUNTIME_CONFIG_STORAGE_KEY];

/**
 * Sign-out's storage part (spec section 4): the session and everything else in local and session
 * storage goes, so nothing of this user stays on a shared tablet. features/auth/sign-out.ts
 * does the rest (query cache, IndexedDB, Cache Storage, navigation).
 */
export function endSession(change: SessionChange = 'local'): void {
  current = null;
  try {
    const kept = DEVICE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was persisted either.
  }
  notify(change);
}

function notify(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

function isUsable(token: string, expiresAt: string, now: number): boolean {
  if (!token) return false;
  const expiry = Date.parse(expiresAt);
  // An expiry we cannot read is not ours to judge; the server will answer 401 if need be.
  return Number.isNaN(expiry) || expiry > now;
}

function readStored(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** A stored session from before the user was kept alongside counts as none: sign in again. */
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const user = record.user as Record<string, unknown> | null | undefined;
  return (
    ['accessToken', 'accessExpiresAt', 'refreshToken', 'refreshExpiresAt'].every(
      (key) => typeof record[key] === 'string',
    ) &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'number' &&
    Array.isArray(user.roles)
  );
}

// Signing in, refreshing or signing out in another tab applies here too. `key` is null when
// the other tab cleared the whole storage (sign-out).
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  if (event.storageArea && event.storageArea !== globalThis.localStorage) return;
  reloadSession();
});
