import { test as fcTest } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { users } from '#server/db/schema/index';
import type { AccessContext } from '#src/access/can';
import { errorReplySchema } from '#src/contracts/api-error';
import { bearerForId } from './support/auth';
import { freshAddress } from './support/auth-calls';
import {
  collectOperations,
  type FuzzOperation,
  type FuzzRequest,
  injectOptions,
  requestArbitrary,
} from './support/fuzz-operations';
import { expectedAccess, expectedAllowed } from './support/permission-expectations';
import { createTestApp } from './support/test-app';

/**
 * Property-based fuzz of every documented operation, generated from the OpenAPI document (the
 * routes' zod request schemas) and the route table, against the server in-process: bodies the
 * schema allows, the same with one place made hostile (ids 0 / 2^31 / 2^53, 70,000-id lists, NUL
 * characters, 10,000-character texts, impossible dates, unknown keys), hostile path and query
 * values. For an administrator and for a low-privilege role it asserts:
 * - never a 5xx;
 * - a 2xx is a status the route declares, so its reply went through the route's zod response
 *   schema (the serializer answers 500 on a mismatch, which the first rule catches); a 204 is
 *   empty;
 * - a 4xx carries the API's error body;
 * - the low-privilege role gets no 2xx where its permissions do not allow the operation.
 * FUZZ_SEED replays a run, FUZZ_RUNS scales it (requests per operation and role).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_301);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const LOW_ROLE = 'report_viewer';

const app = await createTestApp();
const operations = collectOperations(app.app);
const demo = await app.database.db.select({ id: users.id, login: users.login }).from(users);
const idOf = (login: string) => {
  const found = demo.find((row) => row.login === login);
  if (!found) throw new Error(`no demo user ${login}`);
  return found.id;
};

interface Role {
  name: string;
  userId: number;
  access: AccessContext;
  headers: { authorization: string };
}
const roles: Role[] = [];
for (const name of ['administrator', LOW_ROLE]) {
  const userId = idOf(name);
  roles.push({
    name,
    userId,
    access: await expectedAccess(app.database.db, userId),
    headers: await bearerForId(app, userId),
  });
}
// The fuzzing users are never the target of a path id: blocking or un-roling them would leave
// the rest of the run asking as nobody.
const excludedIds = new Set(roles.map((role) => role.userId));

const figures = { requests: 0, byStatus: new Map<number, number>(), startedAt: Date.now() };
console.log(
  `API fuzz: seed ${SEED}, ${RUNS} runs per operation and role, ${operations.length} operations`,
);

afterAll(async () => {
  const seconds = ((Date.now() - figures.startedAt) / 1000).toFixed(1);
  const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b);
  console.log(
    `API fuzz: ${operations.length} operations, ${figures.requests} requests in ${seconds} s; ` +
      `statuses ${statuses.map(([status, count]) => `${status}×${count}`).join(', ')}`,
  );
  await app.close();
});

/** Sign-out and other sign-in-only writes end or change the session: each gets its own. */
const endsSession = (operation: FuzzOperation) =>
  operation.permission === 'authenticated' && operation.method !== 'GET';

function describeRequest(operation: FuzzOperation, request: FuzzRequest): string {
  const options = injectOptions(operation, request);
  const payload = typeof options.payload === 'string' ? options.payload.slice(0, 300) : '';
  return `${options.method} ${options.url} ${payload}`;
}

function problemsOf(
  operation: FuzzOperation,
  role: Role,
  response: LightMyRequestResponse,
): string[] {
  const { statusCode: status } = response;
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}: ${response.body.slice(0, 300)}`);
  if (status >= 200 && status < 300) {
    const declared = operation.successStatuses;
    if (declared.length > 0 && !declared.includes(status)) {
      problems.push(`answered ${status}, not a declared status (${declared})`);
    }
    if (status === 204 && response.body !== '') problems.push('answered 204 with a body');
    if (!expectedAllowed(operation.permission, role.access, false)) {
      problems.push(`answered ${status} to ${role.name}, whose permissions do not allow it`);
    }
  }
  if (status >= 400 && status < 500 && response.body) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = response.body;
    }
    if (!z.safeParse(errorReplySchema, body).success) {
      problems.push(`answered ${status} without the error body: ${response.body.slice(0, 200)}`);
    }
  }
  return problems;
}

async function ask(operation: FuzzOperation, role: Role, request: FuzzRequest) {
  const options = injectOptions(operation, request);
  const headers = endsSession(operation) ? await bearerForId(app, role.userId) : role.headers;
  const response = await app.app.inject({
    ...options,
    headers: { ...options.headers, ...headers },
    remoteAddress: freshAddress(),
  });
  figures.requests += 1;
  figures.byStatus.set(response.statusCode, (figures.byStatus.get(response.statusCode) ?? 0) + 1);
  const problems = problemsOf(operation, role, response);
  expect(problems, describeRequest(operation, request)).toEqual([]);
}

// Deletions last: what they remove the other operations would otherwise miss.
const ordered = [
  ...operations.filter((operation) => operation.method !== 'DELETE'),
  ...operations.filter((operation) => operation.method === 'DELETE'),
];

describe('API fuzz', () => {
  it('covers every documented operation of the route table', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  ordered.forEach((operation, index) => {
    for (const role of roles) {
      fcTest.prop([requestArbitrary(operation, excludedIds)], {
        seed: SEED + index,
        numRuns: RUNS,
        endOnFailure: true,
      })(`${operation.method} ${operation.url} as ${role.name}`, (request) =>
        ask(operation, role, request),
      );
    }
  });

  it('leaves the fuzzing users signed in and able to work', async () => {
    for (const role of roles) {
      const [user] = await app.database.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, role.userId));
      expect(user.status).toBe('active');
    }
    const response = await app.app.inject({
      method: 'POST',
      url: '/svc/main/cities/list/',
      payload: {},
      headers: roles[0].headers,
    });
    expect(response.statusCode).toBe(200);
  });
});
