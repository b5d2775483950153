import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { Session } from '#src/api/session';
import { DEMO_PASSWORD, SESSION_KEY, signInThroughApi } from '../../support/api-session';

export { DEMO_PASSWORD, signInThroughApi };

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A device that holds `session` for the portal at `baseUrl`, in Playwright's storage format. */
function storageStateOf(baseUrl: string, session: Session): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [{ name: SESSION_KEY, value: JSON.stringify(session) }],
      },
    ],
  };
}

/** A fresh sign-in of `login`, as a context's `storageState` option. */
export async function signedInState(baseUrl: string, login: string): Promise<StorageState> {
  return storageStateOf(baseUrl, await signInThroughApi(baseUrl, login));
}

/**
 * Signs `login` in on a context that exists already (a profile on disk, which takes no
 * `storageState` at launch). Before its first page of the portal: the state replaces all storage.
 */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  login: string,
): Promise<void> {
  await context.setStorageState(await signedInState(baseUrl, login));
}
