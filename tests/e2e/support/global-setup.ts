import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startPortal } from '../../support/portal-server';
import { CHROMIUM_LAUNCH } from './browser-launch';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The run's one Chromium, which every file connects to (support/run-browser.ts). */
    browserWsEndpoint: string;
  }
}

/**
 * Runs `npm start` on a fresh data folder, as a new user would, and launches one Chromium, both
 * for the whole e2e project: a launch per file cost each file a browser start.
 */
export default async function setup(project: TestProject) {
  // Started first: it comes up while the server migrates and seeds.
  const browserServer = chromium.launchServer(CHROMIUM_LAUNCH);
  // Its failure is reported once the server is up (or alongside the server's own).
  browserServer.catch(() => undefined);
  const server = await startPortal().catch(async (error: unknown) => {
    await (await browserServer.catch(() => undefined))?.close();
    throw error;
  });
  const browser = await browserServer.catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await server.stop();
  };
}
