import { type ChildProcess, spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../support/free-port';
import { startPortal } from '../../support/portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal's own address; the browsers load it through a gate (gate.ts). */
    portalUrl: string;
    /** The port of the run's WebKitWebDriver, which starts a MiniBrowser per session. */
    webkitDriverPort: number;
  }
}

// Debian's packages xvfb and webkit2gtk-driver (.ci/run installs them).
const XVFB = '/usr/bin/Xvfb';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** Ends a process started in a group of its own, with whatever it started. */
async function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

/** Xvfb on a display number it picks itself (`-displayfd`), so no other X server collides. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors.join('')}`)));
  });
  return { display, process: child };
}

async function startWebKitDriver(
  display: string,
): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return { port, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop(child);
  throw new Error('WebKitWebDriver did not answer within 10 s');
}

/**
 * One portal (`npm start` on a fresh data folder), one Xvfb and one WebKitWebDriver for the
 * project, started side by side. Firefox is launched by the test file: its WebDriver BiDi
 * server takes one session, which the file's connection must own.
 */
export default async function setup(project: TestProject) {
  const started: ChildProcess[] = [];
  // The driver before the display its browsers draw on.
  const stopAll = async () => {
    for (const child of started.splice(0).reverse()) await stop(child);
  };
  const webkit = startXvfb().then(async (xvfb) => {
    started.push(xvfb.process);
    const driver = await startWebKitDriver(xvfb.display);
    started.push(driver.process);
    return driver;
  });
  webkit.catch(() => undefined);
  const portal = await startPortal().catch(async (error: unknown) => {
    await webkit.catch(() => undefined);
    await stopAll();
    throw error;
  });
  const driver = await webkit.catch(async (error: unknown) => {
    await Promise.all([portal.stop(), stopAll()]);
    throw error;
  });
  project.provide('portalUrl', portal.baseUrl);
  project.provide('webkitDriverPort', driver.port);

  return async () => {
    await Promise.all([portal.stop(), stopAll()]);
  };
}
