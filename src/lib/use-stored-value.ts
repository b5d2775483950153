import { useCallback, useSyncExternalStore } from 'react';

/** Dispatched on the window when this page writes a value, as `storage` is for other tabs. */
const WRITTEN = 'sfa-stored-value';

/** The last value read per key, with the text it was parsed from: one object while unchanged. */
const parsed = new Map<string, { raw: string | null; value: unknown }>();
/** Written values that local storage refused (blocked, full): this page keeps them meanwhile. */
const unsaved = new Map<string, unknown>();

function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The value kept under `key`, or `fallback` when none is (or it is not JSON, or `accept` rejects
 * it). The same object for as long as the stored text is the same, so that a component reading
 * it renders again only when it changed, and the first fallback stands for later ones.
 */
export function readStoredValue<T>(
  key: string,
  fallback: T,
  accept?: (value: unknown) => boolean,
): T {
  if (unsaved.has(key)) return unsaved.get(key) as T;
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  let value: unknown = fallback;
  if (raw !== null) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = fallback;
    }
    if (accept && !accept(value)) value = fallback;
  }
  parsed.set(key, { raw, value });
  return value as T;
}

/** Keeps `value` under `key` and tells this page's readers; other tabs hear of it by `storage`. */
export function writeStoredValue(key: string, value: unknown): void {
  try {
    globalThis.localStorage.setItem(key, JSON.stringify(value));
    unsaved.delete(key);
  } catch {
    unsaved.set(key, value);
  }
  window.dispatchEvent(new CustomEvent(WRITTEN, { detail: key }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(WRITTEN, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(WRITTEN, onChange);
  };
}

/**
 * A value remembered in this browser (local storage, shared by the tabs), read while rendering.
 * Unlike Mantine's useLocalStorage, which reads the storage again after mounting and sets the
 * value anew, a component using it renders once on mount: that second render of a whole list
 * (its columns a new array) was part of every list's start on a tablet.
 */
export function useStoredValue<T>(
  key: string,
  fallback: T,
  accept?: (value: unknown) => boolean,
): [T, (next: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readStoredValue(key, fallback, accept));
  const set = useCallback((next: T) => writeStoredValue(key, next), [key]);
  return [value, set];
}
