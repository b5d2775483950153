/**
 * The signed-in session: the tokens the auth service issued. This module is the one owner of
 * them; the HTTP layer reads the access token from here, sign-in writes them, sign-out clears
 * them. Token refresh (30 s before expiry, and once on a 401) will build on this module.
 *
 * Kept in local storage because the spec persists auth state across reloads and tabs.
 */
export interface Session {
  accessToken: string;
  /** ISO 8601 instant, as the auth service sends it. */
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

const STORAGE_KEY = 'sfa.session';
const listeners = new Set<() => void>();
let current: Session | null = readStored();

export function getSession(): Session | null {
  return current;
}

export function getAccessToken(): string | null {
  return current?.accessToken || null;
}

export function setSession(session: Session | null): void {
  current = session;
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lives in memory for this tab only.
  }
  for (const listener of listeners) listener();
}

export function clearSession(): void {
  setSession(null);
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

/** For `useSyncExternalStore`. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['accessToken', 'accessExpiresAt', 'refreshToken', 'refreshExpiresAt'].every(
    (key) => typeof record[key] === 'string',
  );
}

// Signing in or out in another tab applies here too.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  current = readStored();
  for (const listener of listeners) listener();
});

/**
 * Sign-out as the spec has it (section 4): the session and everything else in local and session
 * storage goes, so nothing of this user stays on a shared tablet. The caller also resets the
 * in-memory state (the query cache) and navigates to /login.
 */
export function endSession(): void {
  clearSession();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was persisted either.
  }
}
