/** Above this share of the quota the portal warns: photos may soon fail to be stored. */
export const QUOTA_WARNING_RATIO = 0.9;

/**
 * Asks the browser to keep this origin's storage under pressure (the outbox holds unsent work).
 * Chromium grants it silently to an installed or often-used site; others may ask the user or
 * refuse. Asked once per page, after sign-in.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}

/** Usage over quota (0–1), or undefined where the browser does not tell. */
export async function storageUsageRatio(): Promise<number | undefined> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return undefined;
  try {
    const { usage, quota } = await storage.estimate();
    if (!quota || usage === undefined) return undefined;
    return usage / quota;
  } catch {
    return undefined;
  }
}
