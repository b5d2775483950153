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

/** A Chromium launched with those flags. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
