import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '#server/access/route-permission';
import { projects, roles, user_roles, users } from '#server/db/schema/index';
import type { AccessContext } from '#src/access/can';
import { highestRank, ROLE_TIER, ROLE_TIERS } from '#src/access/role-rank';
import { ROLE_CODES } from '#src/contracts/enums';
import { bearerForId } from './support/auth';
import { addMember, addProject, projectIdsOf } from './support/members';
import {
  deniedByPermission,
  expectedAccess,
  expectedAllowed,
  expectedReach,
  type Reach,
} from './support/permission-expectations';
import { createTestApp, type TestApp } from './support/test-app';

/** Every route a signed-out caller may use; anything else marked public is a mistake. */
const PUBLIC = [
  /^\/health$/,
  /^\/config\.json$/,
  /^\/svc\/docs(\/|$)/,
  /^\/svc\/auth\/api\/v1\/auth\/(login|access_auth_types|refresh)\/$/,
  /^\/svc\/auth\/api\/v1\/sms_auth\/(send_otp|login_by_otp_code)\/$/,
  /^\/svc\/auth\/api\/v1\/users\/(reset_password_code|set_password_by_code)\/$/,
];
const NO_SUCH_ID = '999999';
const NO_PROJECTS = 'leader without projects';
const NO_ROLES = 'user without roles';
const SUBJECTS: string[] = [...ROLE_CODES, NO_PROJECTS, NO_ROLES];

interface Subject {
  name: string;
  userId: number;
  access: AccessContext;
  projectIds: number[];
}

let test: TestApp;
let routes: DeclaredRoute[];
const subjects: Subject[] = [];

/** A test user with the given roles and no project. */
async function extraUser(login: string, roleCodes: string[]): Promise<number> {
  const db = test.database.db;
  const [user] = await db
    .insert(users)
    .values({ login, last_name: 'Проверочный', first_name: login })
    .returning({ id: users.id });
  for (const code of roleCodes) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.sys_name, code));
    await db.insert(user_roles).values({ user_id: user.id, role_id: role.id });
  }
  return user.id;
}

beforeAll(async () => {
  test = await createTestApp();
  routes = test.app.declaredRoutes;
  const db = test.database.db;
  const demo = await db.select({ id: users.id, login: users.login }).from(users);
  const byLogin = new Map(demo.map((row) => [row.login, row.id]));
  const people: [string, number][] = ROLE_CODES.map((code) => [code, byLogin.get(code) ?? 0]);
  people.push([NO_PROJECTS, await extraUser('no_projects', ['leader'])]);
  people.push([NO_ROLES, await extraUser('no_roles', [])]);
  for (const [name, userId] of people) {
    subjects.push({
      name,
      userId,
      access: await expectedAccess(db, userId),
      projectIds: await projectIdsOf(db, userId),
    });
  }
});
afterAll(() => test.close());

const selfParamOf = (route: DeclaredRoute) =>
  typeof route.permission === 'object' ? route.permission.selfParam : undefined;

/** A minimal request: path parameters filled in, an empty body; validation may refuse it. */
function requestFor(route: DeclaredRoute, method: string, selfId: string): InjectOptions {
  const url = route.url
    .replace(/:(\w+)/g, (_, name: string) => (name === selfParamOf(route) ? selfId : NO_SUCH_ID))
    .replace('*', 'x');
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  return { method: method as InjectOptions['method'], url, ...(withBody ? { payload: {} } : {}) };
}

// HEAD twins of GET routes carry the same declaration (checked below) and answer without a
// body, so only the GET is asked.
const methodsOf = (route: DeclaredRoute) => route.method.split(',').filter((m) => m !== 'HEAD');
const guarded = () => routes.filter((route) => route.permission !== 'public');

describe('the permission matrix: every route × every role', () => {
  it('knows the routes, and marks public only the sign-in, health, config and docs', () => {
    expect(routes.length).toBeGreaterThan(5);
    const publicUrls = routes.filter((r) => r.permission === 'public').map((r) => r.url);
    expect(publicUrls.filter((url) => !PUBLIC.some((pattern) => pattern.test(url)))).toEqual([]);
    for (const head of guarded().filter((route) => route.method === 'HEAD')) {
      const twin = routes.find((route) => route.url === head.url && route.method === 'GET');
      expect(twin?.permission, head.url).toEqual(head.permission);
    }
  });

  it('refuses every guarded route without a token (401)', async () => {
    for (const route of guarded()) {
      for (const method of methodsOf(route)) {
        const response = await test.app.inject(requestFor(route, method, NO_SUCH_ID));
        expect(response.statusCode, `${method} ${route.url}`).toBe(401);
      }
    }
  });

  it.each(SUBJECTS)('answers %s as the declarations and its rights say', async (name) => {
    const subject = subjects.find((s) => s.name === name);
    if (!subject) throw new Error(`no subject ${name}`);
    const cases = guarded().flatMap((route) =>
      methodsOf(route).flatMap((method) =>
        (selfParamOf(route) ? [String(subject.userId), NO_SUCH_ID] : [NO_SUCH_ID]).map((id) => ({
          route,
          method,
          id,
        })),
      ),
    );
    // One sign-in for the lot, asked at once; sign-in-only routes (sign-out ends the session)
    // last, each with a sign-in of its own.
    const shared = await bearerForId(test, subject.userId);
    const ownSession = (c: (typeof cases)[number]) => c.route.permission === 'authenticated';
    const ask = async (
      { route, method, id }: (typeof cases)[number],
      headers: { authorization: string },
    ) => {
      const response = await test.app.inject({ ...requestFor(route, method, id), headers });
      const expected = expectedAllowed(route.permission, subject.access, id !== NO_SUCH_ID);
      if (deniedByPermission(response.statusCode, response.body) !== expected) return [];
      const got = `${response.statusCode} ${response.body.slice(0, 80)}`;
      return [
        `${method} ${route.url} (id ${id}): expected ${expected ? 'allow' : 'deny'}, got ${got}`,
      ];
    };
    const mismatches = (
      await Promise.all(cases.filter((c) => !ownSession(c)).map((c) => ask(c, shared)))
    ).flat();
    for (const c of cases.filter(ownSession)) {
      mismatches.push(...(await ask(c, await bearerForId(test, subject.userId))));
    }
    expect(mismatches).toEqual([]);
  });
});

interface Target {
  label: string;
  userId: number;
  roles: string[];
  projectIds: number[];
}

describe('the reach over other users: set_password and PATCH phone × every role', () => {
  /** One user per rank tier, in every demo project; tier 0 is the field user. */
  const byTier: Target[] = [];
  let foreign: Target;
  const ops = ['PUT /svc/auth/api/v1/users/:id/set_password/', 'PATCH /svc/auth/api/v2/users/:id/'];
  const STATUS: Record<Reach, Record<string, number>> = {
    changed: { PUT: 204, PATCH: 200 },
    'not found': { PUT: 404, PATCH: 404 },
    refused: { PUT: 403, PATCH: 403 },
  };
  let phones = 0;
  /** Outcomes met over all subjects: a matrix that only ever refused would prove nothing. */
  const seen = new Set<string>();

  beforeAll(async () => {
    const db = test.database.db;
    const demoProjects = (await db.select({ id: projects.id }).from(projects)).map((p) => p.id);
    for (const tier of ROLE_TIERS) {
      const role = ROLE_CODES.find((code) => ROLE_TIER[code] === tier) ?? 'merchandiser';
      const userId = await addMember(db, `reach.${tier}`, [role], demoProjects);
      byTier.push({
        label: `a ${role} sharing a project`,
        userId,
        roles: [role],
        projectIds: demoProjects,
      });
    }
    const projectId = await addProject(db, 'reach-foreign');
    const userId = await addMember(db, 'reach.foreign', ['merchandiser'], [projectId]);
    foreign = {
      label: 'a field user of a foreign project',
      userId,
      roles: ['merchandiser'],
      projectIds: [projectId],
    };
  });

  it.each(SUBJECTS)('reaches as %s what the ranking and its team right say', async (name) => {
    const subject = subjects.find((s) => s.name === name);
    if (!subject) throw new Error(`no subject ${name}`);
    const headers = await bearerForId(test, subject.userId);
    // (i) the next tier up (none above an administrator), (ii) a foreign project, (iii) field.
    const above = byTier[highestRank(subject.access.roles) + 1];
    const targets = [...(above ? [above] : []), foreign, byTier[0]];
    const mismatches: string[] = [];
    for (const target of targets) {
      for (const op of ops) {
        const [method, path] = op.split(' ');
        const route = routes.find((r) => r.url === path && r.method.includes(method));
        if (!route) throw new Error(`no route ${op}`);
        phones += 1;
        const response = await test.app.inject({
          method: method as InjectOptions['method'],
          url: path.replace(':id', String(target.userId)),
          headers,
          payload:
            method === 'PUT'
              ? { password: 'reach-password' }
              : { phone: `+7902${String(phones).padStart(7, '0')}` },
        });
        const reach = await expectedReach(test.database.db, route.permission, subject, target);
        seen.add(`${reach} ${target === foreign ? 'foreign' : 'shared'}`);
        if (response.statusCode !== STATUS[reach][method]) {
          mismatches.push(
            `${op} on ${target.label}: expected ${reach}, got ${response.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('met being changed, not found and refused, refused in a shared project too', () => {
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['changed shared', 'not found foreign', 'refused shared']),
    );
  });
});
