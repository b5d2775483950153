import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file_links, visits } from '#server/db/schema/index';
import { BAD_URL, INVALID_FORM, registerErrorHandling } from '#server/http/errors';
import { FIELD_MESSAGES, MAX_ID_LIST } from '#src/contracts/fields';
import { bearerFor } from './support/auth';
import { authCall, DEMO_PASSWORD, loginHeaders } from './support/auth-calls';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Values the database cannot hold (ids past PostgreSQL's integer, NUL characters, impossible
 * dates, lists past the bind-parameter limit) and unknown keys: each is the client's 400 naming
 * the field, refused by the shared contract blocks before any query runs.
 */

let test: TestApp;
let admin: { authorization: string };
let visitId: number;
let fileLinkId: number;

interface Refusal {
  detail: string;
  errors?: { field: string; message: string }[];
}

async function call(method: InjectOptions['method'], url: string, payload?: unknown) {
  const response = await test.app.inject({
    method,
    url,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  return { status: response.statusCode, body: response.json() as Refusal };
}

/** A 400 whose field errors name `field` (or a part of it, e.g. `ids.0`). */
async function expectFieldError(
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
  field: string,
) {
  const { status, body } = await call(method, url, payload);
  expect(status, JSON.stringify(body)).toBe(400);
  const fields = (body.errors ?? []).map((error) => error.field);
  expect(
    fields.some((name) => name === field || name.startsWith(`${field}.`)),
    `${field} in ${JSON.stringify(body.errors)}`,
  ).toBe(true);
  return body;
}

beforeAll(async () => {
  test = await createTestApp();
  admin = await bearerFor(test, 'administrator');
  const [visit] = await test.database.db.select({ id: visits.id }).from(visits).limit(1);
  const [link] = await test.database.db.select({ id: file_links.id }).from(file_links).limit(1);
  visitId = visit.id;
  fileLinkId = link.id;
});
afterAll(() => test.close());

const PAST_INTEGER = 2_147_483_648;
const NUL = 'Мага\u0000зин';
const moment = (day: string) => `${day}T10:00:00+03:00`;

describe('ids past PostgreSQL integer', () => {
  it('refuses one in an id list', async () => {
    await expectFieldError('POST', '/svc/main/cities/list/', { ids: [PAST_INTEGER] }, 'ids');
  });

  it('refuses one in a path', async () => {
    await expectFieldError('GET', `/svc/main/visits/${PAST_INTEGER}/`, undefined, 'id');
    await expectFieldError('GET', `/svc/main/cities/${PAST_INTEGER}/`, undefined, 'id');
  });

  it('reads a path id as decimal digits only: 0x10 is not 16, nor 1e3 a thousand', async () => {
    for (const id of ['0x10', '1e3', '+5', '0', '-1', '1.0', '%2016']) {
      const body = await expectFieldError('GET', `/svc/main/cities/${id}/`, undefined, 'id');
      expect(body.errors?.[0].message).toBe(FIELD_MESSAGES.id);
    }
    expect((await call('GET', '/svc/main/cities/16/')).status).not.toBe(400);
  });

  it('refuses one in a body id', async () => {
    await expectFieldError(
      'POST',
      '/svc/main/visit_schedule/',
      {
        user_id: PAST_INTEGER,
        project_outlet_id: 1,
        planned_start: moment('2026-03-02'),
        planned_end: moment('2026-03-02'),
      },
      'user_id',
    );
  });
});

describe('lists past the bind-parameter limit', () => {
  it(`refuses more than ${MAX_ID_LIST} ids, and 70,000 of them`, async () => {
    const many = Array.from({ length: 70_000 }, (_, i) => i + 1);
    await expectFieldError('POST', '/svc/main/cities/list/', { ids: many }, 'ids');
    await expectFieldError('POST', '/svc/main/feeds/list/', { user_ids: many }, 'user_ids');
    const justOver = many.slice(0, MAX_ID_LIST + 1);
    await expectFieldError('POST', '/svc/main/outlets/list/', { city_ids: justOver }, 'city_ids');
    const atLimit = many.slice(0, MAX_ID_LIST);
    expect((await call('POST', '/svc/main/cities/list/', { ids: atLimit })).status).toBe(200);
  });
});

describe('NUL characters', () => {
  it('refuses one in a search', async () => {
    await expectFieldError('POST', '/svc/main/cities/list/', { search: NUL }, 'search');
    await expectFieldError('POST', '/svc/auth/api/v1/users/list/', { search: NUL }, 'search');
  });

  it('refuses one in a name', async () => {
    await expectFieldError('POST', '/svc/main/cities/', { name: NUL }, 'name');
    await expectFieldError('POST', '/svc/main/regions/', { name: NUL }, 'name');
  });

  it('refuses one in a sign-in login', async () => {
    const response = await authCall(test, 'POST', '/api/v1/auth/login/', {
      body: { login: NUL, password: DEMO_PASSWORD },
      headers: loginHeaders(test),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].field).toBe('login');
  });
});

describe('impossible dates', () => {
  const schedule = (from: string, to: string) => ({ date_from: from, date_to: to });

  it('refuses them in date_from', async () => {
    for (const day of ['0000-00-00', '2026-02-30', '0000-01-01', '99999-01-01', '2026-13-01']) {
      await expectFieldError(
        'POST',
        '/svc/main/visit_schedule/list/',
        schedule(day, '2026-03-01'),
        'date_from',
      );
    }
  });

  it('refuses 2026-02-30 rather than rolling it over to March', async () => {
    const body = await expectFieldError(
      'POST',
      '/svc/main/visit_schedule/list/',
      schedule('2026-02-28', '2026-02-30'),
      'date_to',
    );
    expect(body.errors?.[0].message).toBe(FIELD_MESSAGES.date);
    const leap = await call(
      'POST',
      '/svc/main/visit_schedule/list/',
      schedule('2028-02-29', '2028-03-01'),
    );
    expect(leap.status).toBe(200);
  });

  it('refuses them in date_range', async () => {
    for (const start of ['0000-00-00', '2026-02-30', '0000-01-01']) {
      await expectFieldError(
        'POST',
        '/svc/main/feeds/list/',
        { date_range: { start, end: '2026-03-01' } },
        'date_range',
      );
    }
  });

  it('refuses them in a joint tour', async () => {
    for (const day of ['0000-01-01', '2026-02-30', '0000-00-00']) {
      await expectFieldError(
        'POST',
        `/svc/main/visits/${visitId}/joint_tour/`,
        { planned_start: moment(day), planned_end: moment('2026-03-01') },
        'planned_start',
      );
    }
  });

  it('refuses them and impossible zone offsets in a schedule', async () => {
    for (const start of [moment('0000-01-01'), moment('2026-02-30'), '2026-03-02T10:00:00+23:00']) {
      await expectFieldError(
        'POST',
        '/svc/main/visit_schedule/',
        {
          user_id: 1,
          project_outlet_id: 1,
          planned_start: start,
          planned_end: moment('2026-03-02'),
        },
        'planned_start',
      );
    }
  });

  it('refuses them in a project, a user and a task', async () => {
    await expectFieldError(
      'POST',
      '/svc/main/projects/',
      { name: 'П', code: 'p-date', start_date: '2026-02-30' },
      'start_date',
    );
    await expectFieldError(
      'PATCH',
      '/svc/auth/api/v2/users/1/',
      { birth_date: '0000-01-01' },
      'birth_date',
    );
    await expectFieldError(
      'POST',
      '/svc/main/tasks/',
      { project_id: 1, title: 'T', description: 'D', due_date: '2026-02-30' },
      'due_date',
    );
  });
});

describe('a PATCH that changes nothing', () => {
  it('refuses an empty file link patch', async () => {
    const { status, body } = await call('PATCH', `/svc/main/file_links/${fileLinkId}/`, {});
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toBe(FIELD_MESSAGES.nothingToChange);
  });
});

describe('unknown keys', () => {
  it('are refused by feeds/list and file_links/list as by every other body', async () => {
    await expectFieldError('POST', '/svc/main/feeds/list/', { colour: 'red' }, 'body');
    await expectFieldError(
      'POST',
      '/svc/main/file_links/list/',
      { visit_id: [visitId], colour: 'red' },
      'body',
    );
    await expectFieldError(
      'POST',
      '/svc/main/v2/file_links/list/',
      { visit_id: [visitId], colour: 'red' },
      'body',
    );
    await expectFieldError('POST', '/svc/main/cities/list/', { colour: 'red' }, 'body');
  });

  it('are refused inside a date range too', async () => {
    await expectFieldError(
      'POST',
      '/svc/main/feeds/list/',
      { date_range: { start: '2026-03-01', end: '2026-03-02', tz: 'UTC' } },
      'date_range',
    );
  });
});

describe('addresses the router refuses', () => {
  it('answers a malformed or overlong path parameter with the error body', async () => {
    for (const url of ['/svc/main/cities/%E0%A4%A/', `/svc/main/cities/${'1'.repeat(400)}/`]) {
      const { status, body } = await call('GET', url);
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(status, url).toBeLessThan(500);
      expect(body, url).toEqual({ detail: BAD_URL });
    }
  });
});

describe('the database as the last line', () => {
  it('answers 400, not 500, when the database refuses a value validation let through', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const codes = ['22P02', '22003', '22008', '22021', '22P05', '54000'];
    app.get('/:code', async (request) => {
      const { code } = request.params as { code: string };
      // drizzle wraps the driver's error; the SQLSTATE is on its cause.
      throw new Error('query failed', { cause: Object.assign(new Error('db'), { code }) });
    });
    for (const code of codes) {
      const response = await app.inject({ method: 'GET', url: `/${code}` });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual({ detail: INVALID_FORM });
    }
    const other = await app.inject({ method: 'GET', url: '/40P01' });
    expect(other.statusCode).toBe(500);
    await app.close();
  });
});
