import type { QueryClient } from '@tanstack/react-query';
import { endSession, getAccessToken } from '../../api/session';
import { revokeSession } from './api/revoke-session';

/** How many unsent offline items (photos, check results…) sign-out would throw away. */
export type LogoutGuard = () => number;

const guards = new Set<LogoutGuard>();

/**
 * The offline outbox registers here so that sign-out can warn before discarding unsent work.
 * Returns the unregister function.
 */
export function registerLogoutGuard(guard: LogoutGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** The sum over every registered guard; a guard that fails counts as nothing to lose. */
export function unsentItemCount(): number {
  let total = 0;
  for (const guard of guards) {
    try {
      const count = guard();
      if (Number.isFinite(count) && count > 0) total += Math.floor(count);
    } catch {
      // A broken guard must not lock the user in.
    }
  }
  return total;
}

export interface SignOutDeps {
  queryClient: QueryClient;
  /** Navigates to /login; runs once everything local is gone. */
  goToLogin: () => unknown;
}

/**
 * Sign-out as the spec has it (section 4), for a shared tablet: the next person must see nothing
 * of the last. The server is told first (best effort: offline, the device still forgets), then
 * everything local goes, then /login. The caller asks for confirmation when
 * {@link unsentItemCount} is above zero.
 */
export async function signOut({ queryClient, goToLogin }: SignOutDeps): Promise<void> {
  const token = getAccessToken();
  const revoked = token ? revokeSession(token).catch(() => undefined) : Promise.resolve();
  await Promise.all([revoked, wipeLocalData(queryClient)]);
  await goToLogin();
}

/**
 * Everything this origin keeps about the user: local and session storage, the query cache, every
 * IndexedDB database (the persisted cache and the outbox) and every Cache Storage cache except
 * the service worker's precache (the app shell, which holds no user data and lets the portal
 * start offline). Also used when the session ends without the user asking (a refused refresh,
 * sign-out in another tab).
 */
export async function wipeLocalData(queryClient: QueryClient): Promise<void> {
  endSession();
  // Cancel first so that no query in flight writes its answer back into the cleared cache.
  await queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  await Promise.all([deleteDatabases(), deleteUserCaches()]);
}

async function deleteDatabases(): Promise<void> {
  const factory = globalThis.indexedDB;
  if (typeof factory?.databases !== 'function') return;
  const databases = await factory.databases().catch(() => []);
  await Promise.all(
    databases.map(({ name }) => (name ? deleteDatabase(factory, name) : Promise.resolve())),
  );
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: the deletion completes once that tab lets go (Dexie closes
    // on `versionchange`), so there is nothing to wait for here.
    request.onblocked = () => resolve();
  });
}

async function deleteUserCaches(): Promise<void> {
  const storage = globalThis.caches;
  if (!storage) return;
  const names = await storage.keys().catch(() => []);
  await Promise.all(
    names
      .filter((name) => !name.includes('precache'))
      .map((name) => storage.delete(name).catch(() => false)),
  );
}
