import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, jobs, visits } from '#server/db/schema/index';
import { authAddresses } from '#src/contracts/auth-constants';
import { cityEndpoints } from '#src/contracts/catalog/cities';
import { freePort } from '../support/free-port';
import { DEMO_PASSWORD } from './support/auth-calls';
import { PortalProcess } from './support/portal-process';
import { type S3Server, startS3Server } from './support/s3-server';
import { copyOfTemplate, type TemplateCopy } from './support/test-app';
import { TEST_JWT_SECRET } from './support/test-database';

/**
 * Several processes on one PostgreSQL and one object store, as an operator runs them: two web
 * processes behind a balancer (each with its own data folder) and a worker. PGlite belongs to one process, so this
 * file is for the suite's PostgreSQL run.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const API_KEY = 'sfa-portal-local-key';

interface Web {
  process: PortalProcess;
  base: string;
}

let copy: TemplateCopy;
let first: Web;
let second: Web;
let worker: PortalProcess;
let s3: S3Server;
const dirs: string[] = [];

async function startWeb(url: string): Promise<Web> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sfa-web-'));
  dirs.push(dataDir);
  const web = new PortalProcess('start', {
    ...s3.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PORT: String(port),
    JWT_SECRET: TEST_JWT_SECRET,
    API_KEY,
    SEED_DEMO: 'false',
    JOBS_WORKER: 'false',
    // Sign-ins from 127.0.0.1 only, more than a minute's 20.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  return { process: web, base: `http://127.0.0.1:${port}` };
}

const route = (address: { route: string }) => address.route.split(' ')[1];
const CITY_CREATE = `/svc/main${cityEndpoints.paths.create?.split(' ')[1]}`;

async function signIn(web: Web, login: string) {
  const response = await fetch(`${web.base}/svc/auth${route(authAddresses.signIn)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-captcha-token': 't' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { tokens } = (await response.json()) as {
    tokens: { access: { token: string }; refresh: { token: string } };
  };
  return { access: tokens.access.token, refresh: tokens.refresh.token };
}

/** A keyed create of a city through `web`: its status and the id it answers. */
async function createCity(web: Web, token: string, name: string, key: string) {
  const response = await fetch(`${web.base}${CITY_CREATE}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify({ name }),
  });
  const body = (await response.json().catch(() => ({}))) as { id?: number };
  return { status: response.status, id: body.id };
}

beforeAll(async () => {
  if (!postgres) return;
  copy = await copyOfTemplate();
  s3 = await startS3Server();
  const url = copy.url ?? '';
  [first, second] = await Promise.all([startWeb(url), startWeb(url)]);
  const workerDir = mkdtempSync(join(tmpdir(), 'sfa-worker-'));
  dirs.push(workerDir);
  worker = new PortalProcess('worker', { ...s3.env, DATABASE_URL: url, DATA_DIR: workerDir });
  await Promise.all([
    first.process.waitFor(/ready in/),
    second.process.waitFor(/ready in/),
    worker.waitFor(/job worker started/),
  ]);
}, 120_000);

afterAll(async () => {
  if (!postgres) return;
  await Promise.all([first.process.kill(), second.process.kill(), worker.kill()]);
  await copy.cleanup();
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(postgres)('two web processes and a worker on one database', () => {
  it('keep a sign-in across processes: refreshed on one, used and ended on the other', async () => {
    const tokens = await signIn(first, 'administrator');
    const call = (web: Web, address: { route: string }, token: string) =>
      fetch(`${web.base}/svc/auth${route(address)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    const rotated = await call(second, authAddresses.refresh, tokens.refresh);
    expect(rotated.status).toBe(200);
    const pair = (await rotated.json()) as {
      tokens: { access: { token: string }; refresh: { token: string } };
    };
    // The pair the second process made signs a write on the first.
    const city = await createCity(
      first,
      pair.tokens.access.token,
      `Город ${randomUUID()}`,
      randomUUID(),
    );
    expect(city.status).toBe(201);
    // Signed out on the first, the sign-in is over on the second too.
    expect((await call(first, authAddresses.logout, pair.tokens.access.token)).status).toBe(204);
    expect((await call(second, authAddresses.refresh, pair.tokens.refresh.token)).status).toBe(401);
  });

  it('run one write for one key sent to both at once', async () => {
    const { access } = await signIn(first, 'administrator');
    const key = randomUUID();
    const name = `Город обоих ${key}`;
    const answers = await Promise.all([
      createCity(first, access, name, key),
      createCity(second, access, name, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0].id).toBe(answers[1].id);
    const rows = await copy.database.db.select().from(cities).where(eq(cities.name, name));
    expect(rows).toHaveLength(1);
  });

  it('serve a photo uploaded through one process through the other', async () => {
    const { access } = await signIn(first, 'administrator');
    const [visit] = await copy.database.db.select({ id: visits.id }).from(visits).limit(1);
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2e86c1' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('type', 'sfa_visit');
    form.set('object_id', String(visit.id));
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'shelf.jpg');
    const uploaded = await fetch(`${first.base}/svc/files/api/v2/files/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${second.base}${url}`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('lose no write and duplicate none when a process is killed mid-stream', async () => {
    const { access } = await signIn(second, 'administrator');
    const run = randomUUID().slice(0, 8);
    const writes = Array.from({ length: 200 }, (_, index) => ({
      name: `Город ${run} ${index}`,
      key: randomUUID(),
    }));
    // Ten at a time through the first process, which is killed once some have been sent.
    const answered = new Set<number>();
    let next = 0;
    const sender = async () => {
      while (next < writes.length) {
        const index = next++;
        const { key, name } = writes[index];
        const result = await createCity(first, access, name, key).catch(() => undefined);
        if (result?.status === 201) answered.add(index);
      }
    };
    const senders = Promise.all(Array.from({ length: 10 }, sender));
    while (answered.size < 30) await sleep(20);
    await first.process.kill();
    await senders;
    expect(answered.size).toBeLessThan(writes.length);

    // The client sends every write again, with its key, to the process left, until answered.
    const retriedAt = performance.now();
    let slowest = 0;
    await Promise.all(
      writes.map(async ({ key, name }) => {
        for (;;) {
          const result = await createCity(second, access, name, key);
          if (result.status === 201) {
            slowest = Math.max(slowest, performance.now() - retriedAt);
            return;
          }
          // 409: the key's claim is still held (by the dead process until it is stale).
          expect(result.status).toBe(409);
          await sleep(1000);
        }
      }),
    );
    const rows = await copy.database.db
      .select({ name: cities.name })
      .from(cities)
      .where(like(cities.name, `Город ${run} %`));
    const lost = writes.filter((write) => !rows.some((row) => row.name === write.name)).length;
    const duplicated = rows.length - new Set(rows.map((row) => row.name)).size;
    console.log(
      `several processes: ${writes.length} writes, 1 kill, ${lost} lost, ${duplicated} duplicated, ` +
        `${writes.length - answered.size} unanswered before the kill, ` +
        `every retry answered in ${(slowest / 1000).toFixed(1)} s`,
    );
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    // A claim its dead process left is taken over once stale (30 s), not never.
    expect(slowest).toBeLessThan(40_000);
  }, 120_000);

  it('run a job on exactly one process: the worker, not the web processes', async () => {
    const done = await copy.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'retention-cleanup'), eq(jobs.status, 'done')));
    expect(done).toHaveLength(1);
    expect(worker.lines.some((line) => line.includes('retention-cleanup'))).toBe(true);
    expect(second.process.lines.some((line) => line.includes('retention-cleanup'))).toBe(false);
  });
});
