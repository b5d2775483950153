import { useSyncExternalStore } from 'react';
import { getSessionUser, subscribeSession } from '#src/api/session';

/**
 * The project scope: the projects selected in the side menu, the one filter every list call
 * and the merged permissions use (spec section 1). Empty means all of the user's projects, the
 * default. Remembered per user in local storage (sign-out clears it with everything else).
 *
 * The router context carries the same value (`context.projectIds`, set by the /_authenticated
 * route from here), so route guards and loaders read it there.
 */
const KEY_PREFIX = 'sfa.project-scope.';
const ALL: readonly number[] = Object.freeze([]);

const listeners = new Set<() => void>();
// Parsed once per user, so that a snapshot is the same array until the selection changes.
const snapshots = new Map<number, readonly number[]>();

/** Sorted and without repeats: one selection, one cache key. */
export function normalizeSelection(projectIds: readonly number[]): readonly number[] {
  const ids = [...new Set(projectIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length ? Object.freeze(ids.sort((a, b) => a - b)) : ALL;
}

export function readProjectScope(userId: number): readonly number[] {
  let ids = snapshots.get(userId);
  if (!ids) {
    ids = readStored(userId);
    snapshots.set(userId, ids);
  }
  return ids;
}

export function writeProjectScope(userId: number, projectIds: readonly number[]): void {
  const ids = normalizeSelection(projectIds);
  if (sameIds(ids, readProjectScope(userId))) return;
  snapshots.set(userId, ids);
  try {
    if (ids.length) localStorage.setItem(KEY_PREFIX + userId, JSON.stringify(ids));
    else localStorage.removeItem(KEY_PREFIX + userId);
  } catch {
    // Storage unavailable: the selection lasts until the page closes.
  }
  for (const listener of listeners) listener();
}

/**
 * Drops from the user's selection the projects they no longer belong to (the server refuses a
 * call naming one). Returns the selection that holds.
 */
export function reconcileProjectScope(
  userId: number,
  available: readonly number[],
): readonly number[] {
  const own = new Set(available);
  const selected = readProjectScope(userId);
  const kept = selected.filter((id) => own.has(id));
  if (kept.length !== selected.length) writeProjectScope(userId, kept);
  return readProjectScope(userId);
}

export function subscribeProjectScope(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's selection; empty: all of their projects. */
export function currentProjectScope(): readonly number[] {
  const user = getSessionUser();
  return user ? readProjectScope(user.id) : ALL;
}

export function useProjectScope(): readonly number[] {
  return useSyncExternalStore(subscribeProjectScope, currentProjectScope);
}

/** The scope as list calls send it: `project_ids` when some are selected, nothing for all. */
export function projectScopeFilter(projectIds: readonly number[]): { project_ids?: number[] } {
  return projectIds.length ? { project_ids: [...projectIds] } : {};
}

// Sign-out clears local storage; the copies held here go with it, so that signing in again on
// the same page starts from all projects as a new page would.
subscribeSession(() => {
  if (!getSessionUser()) snapshots.clear();
});

function readStored(userId: number): readonly number[] {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + userId);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? normalizeSelection(value.filter(Number.isInteger)) : ALL;
  } catch {
    return ALL;
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
