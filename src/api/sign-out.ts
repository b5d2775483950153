import type { QueryClient } from '@tanstack/react-query';
import { RUNTIME_CONFIG_CACHE } from '#src/lib/runtime-config';
import { revokeSession } from './revoke-session';
import { endSession, getAccessToken, getSessionUser } from './session';

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

/**
 * A store that must outlive an involuntary end of the session (a refused refresh, a sign-out in
 * another tab): the offline outbox, whose unsent work would otherwise be lost. The generic wipe
 * leaves its IndexedDB database alone and lets it clear what it must itself.
 */
export interface LocalDataKeeper {
  database: string;
  /**
   * `voluntary`: the user asked to sign out (and confirmed losing unsent items), `userId` is who
   * that was; otherwise the session ended on its own and `userId` may be unknown.
   */
  clear(ended: { voluntary: boolean; userId: number | undefined }): Promise<void>;
}

const keepers = new Set<LocalDataKeeper>();

/** Returns the unregister function. */
export function registerLocalDataKeeper(keeper: LocalDataKeeper): () => void {
  keepers.add(keeper);
  return () => keepers.delete(keeper);
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
  const userId = getSessionUser()?.id;
  const revoked = token ? revokeSession(token).catch(() => undefined) : Promise.resolve();
  await Promise.all([revoked, wipeLocalData(queryClient, { voluntary: true, userId })]);
  await goToLogin();
}

/**
 * Everything this origin keeps about the user: local and session storage, the query cache, every
 * IndexedDB database (the persisted cache; the outbox clears itself through its keeper) and every
 * Cache Storage cache except the service worker's precache and its copy of the runtime
 * configuration (the app shell and the deployment's settings: no user data, and the portal
 * needs both to start offline). Also used when the session ends without the user
 * asking (a refused refresh, sign-out in another tab): then the outbox keeps its items for their
 * owner's next sign-in.
 */
export async function wipeLocalData(
  queryClient: QueryClient,
  ended: { voluntary: boolean; userId?: number } = { voluntary: false },
): Promise<void> {
  const userId = ended.userId ?? getSessionUser()?.id;
  endSession();
  // Cancel first so that no query in flight writes its answer back into the cleared cache.
  await queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  const kept = [...keepers];
  await Promise.all([
    deleteDatabases(new Set(kept.map((keeper) => keeper.database))),
    deleteUserCaches(),
    ...kept.map((keeper) =>
      keeper.clear({ voluntary: ended.voluntary, userId }).catch(() => undefined),
    ),
  ]);
}

async function deleteDatabases(except: ReadonlySet<string>): Promise<void> {
  const factory = globalThis.indexedDB;
  if (typeof factory?.databases !== 'function') return;
  const databases = await factory.databases().catch(() => []);
  await Promise.all(
    databases.map(({ name }) =>
      name && !except.has(name) ? deleteDatabase(factory, name) : Promise.resolve(),
    ),
  );
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: the deletion completes once that tab lets go (the outbox and
    // the kept cache close on `versionchange`), so there is nothing to wait for here.
    request.onblocked = () => resolve();
  });
}

async function deleteUserCaches(): Promise<void> {
  const storage = globalThis.caches;
  if (!storage) return;
  const names = await storage.keys().catch(() => []);
  await Promise.all(
    names
      .filter((name) => !name.includes('precache') && name !== RUNTIME_CONFIG_CACHE)
      .map((name) => storage.delete(name).catch(() => false)),
  );
}
