import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium with the flags this closed network needs (no background calls home). */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * A Chromium of the caller's own, for the benches run outside the test runner. The browser
 * suite launches one for the whole run (global-setup.ts) and its files connect to it.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
