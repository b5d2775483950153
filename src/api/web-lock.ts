/**
 * Runs `task` while holding the named Web Lock, so that across every tab of the origin only one
 * runs it at a time; the others wait their turn. Without the Web Locks API (old browsers, tests)
 * the task runs at once: the tab-local single flight in refresh.ts still holds, and the auth
 * service tolerates a second tab's refresh within its overlap window.
 */
export async function withWebLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return task();
  return (await locks.request(name, task)) as T;
}
