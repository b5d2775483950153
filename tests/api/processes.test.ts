import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { jobs } from '#server/db/schema/index';
import { authAddresses } from '#src/contracts/auth-constants';
import { freePort } from '../support/free-port';
import { PortalProcess } from './support/portal-process';
import { copyOfTemplate, type TemplateCopy } from './support/test-app';

const started: PortalProcess[] = [];
const copies: TemplateCopy[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const portal of started.splice(0)) await portal.kill();
  for (const copy of copies.splice(0)) await copy.cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The seeded database as a process of its own would reach it, and the environment naming it:
 * PostgreSQL a copy any process connects to; PGlite a folder one process at a time opens, so
 * the test's own handle is closed until the process has stopped.
 */
async function databaseForProcess() {
  const copy = await copyOfTemplate();
  copies.push(copy);
  if (!copy.url) await copy.database.close();
  const dataDir = copy.dataDir ?? mkdtempSync(join(tmpdir(), 'sfa-process-'));
  if (!copy.dataDir) dirs.push(dataDir);
  const env = { DATABASE_URL: copy.url ?? '', DATA_DIR: dataDir, SEED_DEMO: 'false' };
  /** The database from the test, once the process has stopped where only one may hold it. */
  const open = async () =>
    copy.url ? copy.database : await openDatabase({ dataDir: copy.dataDir });
  return { env, open };
}

function portal(script: 'start' | 'worker', env: Record<string, string>): PortalProcess {
  const process = new PortalProcess(script, env);
  started.push(process);
  return process;
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const from = performance.now();
  const value = await work;
  return { value, ms: performance.now() - from };
}

describe('npm run worker', () => {
  it('runs the job queue with no HTTP, and stops at once on SIGTERM', async () => {
    const { env, open } = await databaseForProcess();
    const worker = portal('worker', env);
    await worker.waitFor(/job worker started/);
    // The recurring cleanup is queued and run by the worker alone.
    await worker.waitFor(/retention-cleanup/);
    worker.signal('SIGTERM');
    const { value: exit, ms } = await timed(worker.exit);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(5000);
    expect(worker.lines.join('\n')).not.toMatch(/listening/i);
    const database = await open();
    const done = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'retention-cleanup'), eq(jobs.status, 'done')));
    expect(done).toHaveLength(1);
    if (!env.DATABASE_URL) await database.close();
  }, 90_000);
});

/** A request whose body is sent in part: in flight until `finish` sends the rest. */
function inFlightSignIn(port: number) {
  const body = JSON.stringify({ login: 'nobody', password: 'wrong-password' });
  const [, path] = authAddresses.signIn.route.split(' ');
  const call = request({
    port,
    // A connection of its own, never kept for another request.
    agent: false,
    method: 'POST',
    path: `/svc/auth${path}`,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-api-key': 'sfa-portal-local-key',
      'x-captcha-token': 'token',
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    call.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
  });
  call.write(body.slice(0, 10));
  return { answered, finish: () => call.end(body.slice(10)) };
}

describe('npm start on SIGTERM', () => {
  it('answers 503 on /health at once, finishes what it has, and exits within its bound', async () => {
    const { env } = await databaseForProcess();
    const port = await freePort();
    const web = portal('start', {
      ...env,
      PORT: String(port),
      JOBS_WORKER: 'false',
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '4',
    });
    await web.waitFor(/ready in/);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const finishing = inFlightSignIn(port);
    const hanging = inFlightSignIn(port);
    const hangingOutcome = hanging.answered.then(
      (status) => `answered ${status}`,
      (error: Error) => error.message,
    );
    // Both requests have reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = performance.now();
    web.signal('SIGTERM');
    await web.waitFor(/shutting down/, 5000);
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'stopping' });
    // Still served while the balancer takes it out.
    expect((await fetch(`${base}/config.json`)).status).toBe(200);

    finishing.finish();
    expect(await finishing.answered).toBe(401);
    // The other never finishes: the bound ends the process anyway.
    const exit = await web.exit;
    const ms = performance.now() - signalledAt;
    expect(await hangingOutcome).toBe('socket hang up');
    expect(exit.code).toBe(1);
    expect(web.lines.join('\n')).toContain('shutdown did not finish in time');
    expect(ms).toBeGreaterThan(3500);
    expect(ms).toBeLessThan(8000);
  }, 90_000);
});
