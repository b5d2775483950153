import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/free-port';
import { CHROMIUM_LAUNCH } from './browser-launch';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The run's one Chromium, which every file connects to (support/run-browser.ts). */
    browserWsEndpoint: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer ${url}/health within ${timeoutMs} ms`);
}

/** The environment a user's shell would have: without the test runner's NODE_ENV=test. */
function userEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
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
  const dataDir = mkdtempSync(join(tmpdir(), 'sfa-e2e-'));
  const port = await freePort();
  const output: string[] = [];
  const child = spawn('npm', ['start', '--silent'], {
    env: {
      ...userEnvironment(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every browser test signs in from the one loopback address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stopServer = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  try {
    await waitForHealth(baseUrl, child, 170_000);
  } catch (error) {
    console.error(output.join(''));
    await stopServer();
    await (await browserServer.catch(() => undefined))?.close();
    throw error;
  }
  const browser = await browserServer.catch(async (error: unknown) => {
    await stopServer();
    throw error;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
