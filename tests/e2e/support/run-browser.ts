import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The run's one Chromium (launched by global-setup.ts), connected to by the calling file. Its
 * contexts are as separate as a fresh browser's: no cookies, storage, HTTP cache or service
 * worker of another. Closing the connection closes the contexts the file made.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}
