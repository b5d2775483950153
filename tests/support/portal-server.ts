import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface PortalServer {
  baseUrl: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
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
export function userEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

/**
 * `npm start` on a fresh data folder and a free port, as a new user would run it (it builds the
 * portal first when the build is missing), for a browser suite's whole run. Resolves once
 * `/health` answers; on failure, prints the server's output.
 */
export async function startPortal(timeoutMs = 170_000): Promise<PortalServer> {
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
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    console.error(output.join(''));
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
