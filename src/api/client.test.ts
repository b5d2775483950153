// @vitest-environment node
// A real socket: the time-out, a refused connection and the wire format are what is tested.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale } from '#src/lib/i18n';
import { ApiError } from './api-error';
import {
  createServiceClient,
  dropEmptyValues,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from './client';
import { getUnreachableSince, resetReachabilityForTests } from './server-reachability';
import { clearSession, setSession } from './session';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const user = { id: 1, last_name: 'Иванов', first_name: 'Иван', roles: [] };

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[] = [];

beforeAll(async () => {
  activateDefaultLocale();
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc/main`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  seen = [];
  clearSession();
});

function json(status: number, body: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

const client = () => createServiceClient('main', { baseUrl: () => baseUrl });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createServiceClient', () => {
  it('calls the service base URL and returns the parsed reply', async () => {
    handler = json(200, { items: [1, 2], total: 2 });
    const reply = await client().get<{ total: number }>('/feeds/1/', { query: { limit: 10 } });
    expect(reply).toEqual({ items: [1, 2], total: 2 });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/svc/main/feeds/1/?limit=10' });
  });

  it('sends the access token as a bearer token', async () => {
    handler = json(200, {});
    setSession({
      accessToken: 'access-1',
      accessExpiresAt: '2999-01-01T00:00:00Z',
      refreshToken: 'refresh-1',
      refreshExpiresAt: '2999-01-01T00:00:00Z',
      user,
    });
    await client().get('/visits/1/');
    expect(seen[0].headers.authorization).toBe('Bearer access-1');
  });

  it("sends no Authorization without a session, and keeps a caller's own", async () => {
    handler = json(200, {});
    await client().get('/visits/1/');
    expect(seen[0].headers.authorization).toBeUndefined();
    setSession({
      accessToken: 'access-1',
      accessExpiresAt: '2999-01-01T00:00:00Z',
      refreshToken: 'refresh-1',
      refreshExpiresAt: '2999-01-01T00:00:00Z',
      user,
    });
    await client().post('/auth/refresh/', {}, { headers: { Authorization: 'Bearer refresh-1' } });
    expect(seen[1].headers.authorization).toBe('Bearer refresh-1');
  });

  it('drops null and empty-string values from POST bodies, except is_preview', async () => {
    handler = json(200, {});
    await client().post('/file_links/', {
      generic_id: 7,
      comment: '',
      file_id: null,
      is_preview: null,
      zero: 0,
      flag: false,
      date_range: { start: null, end: '' },
    });
    expect(JSON.parse(seen[0].body)).toEqual({
      generic_id: 7,
      is_preview: null,
      zero: 0,
      flag: false,
      date_range: { start: null, end: '' },
    });
  });

  it('leaves PATCH bodies alone: null there clears a field', async () => {
    handler = json(200, {});
    await client().patch('/visits/1/', { comment: null, note: '' });
    expect(JSON.parse(seen[0].body)).toEqual({ comment: null, note: '' });
  });

  it('sends uploads as multipart', async () => {
    handler = json(200, { file_link_id: 3 });
    const form = new FormData();
    form.append('object_id', '5');
    form.append('file', new Blob(['photo']), 'photo.jpg');
    await expect(client().upload('/api/v2/files/upload/', form)).resolves.toEqual({
      file_link_id: 3,
    });
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('turns a reply with a body into code 1 with its message', async () => {
    handler = json(400, {
      detail: 'Validation failed',
      errors: [{ field: 'name', message: 'Имя обязательно' }],
    });
    const error = await failure(client().post('/projects/', { name: '' }));
    expect(error).toMatchObject({ code: 1, status: 400, message: 'Validation failed' });
    expect(error.data).toEqual({
      detail: 'Validation failed',
      errors: [{ field: 'name', message: 'Имя обязательно' }],
    });
  });

  it('turns a reply without a body into code 2', async () => {
    handler = (_req, res) => {
      res.writeHead(503);
      res.end();
    };
    expect(await failure(client().get('/feeds/1/'))).toMatchObject({
      code: 2,
      status: 503,
      message: 'Статус ошибки: 503',
    });
  });

  it("turns a refused connection into code 100, status 500, 'Ошибка сети'", async () => {
    const closed = createServiceClient('main', { baseUrl: () => 'http://127.0.0.1:9/svc/main' });
    expect(await failure(closed.get('/feeds/1/'))).toMatchObject({
      code: 100,
      status: 500,
      network: true,
      message: 'Ошибка сети',
    });
  });

  it('marks the server unreachable on a refused connection and reachable on the next reply, an error status included', async () => {
    resetReachabilityForTests(() => new Promise(() => undefined));
    const closed = createServiceClient('main', { baseUrl: () => 'http://127.0.0.1:9/svc/main' });
    await failure(closed.get('/feeds/1/'));
    expect(getUnreachableSince()).toEqual(expect.any(Number));
    // A photo the service worker answered from its cache is no word of the server.
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-sfa-kept-copy': '1' });
      res.end('{}');
    };
    await client().get('/files/1/content/');
    expect(getUnreachableSince()).toEqual(expect.any(Number));
    handler = json(404, { detail: 'Not found' });
    await failure(client().get('/feeds/1/'));
    expect(getUnreachableSince()).toBeUndefined();
  });

  it('gives up after the time-out with code 100', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(200, {})(_req, res), 500);
    };
    const started = Date.now();
    const error = await failure(client().get('/slow/', { timeout: 100 }));
    expect(error).toMatchObject({
      code: 100,
      status: 500,
      network: false,
      message: 'Сбой при загрузке данных. Попробуйте обновить страницу',
    });
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('applies the time-out even when the caller passes its own signal', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(200, {})(_req, res), 500);
    };
    const caller = new AbortController();
    const error = await failure(client().get('/slow/', { timeout: 100, signal: caller.signal }));
    expect(error.code).toBe(100);
  });

  it("rejects with the caller's abort, not an ApiError, when the caller cancels", async () => {
    handler = (_req, res) => {
      setTimeout(() => json(200, {})(_req, res), 500);
    };
    const caller = new AbortController();
    const call = client().get('/slow/', { signal: caller.signal });
    caller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a blob download as its bytes arrive, against the Content-Length', async () => {
    const body = Buffer.alloc(200_000, 7);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': body.length });
      res.write(body.subarray(0, 100_000));
      setTimeout(() => res.end(body.subarray(100_000)), 20);
    };
    const seenProgress: Array<[number, number | null]> = [];
    const blob = await client().get<Blob>('/archive/', {
      responseType: 'blob',
      onDownloadProgress: (received, total) => seenProgress.push([received, total]),
    });
    expect(blob.size).toBe(200_000);
    expect(blob.type).toBe('application/zip');
    expect(seenProgress[0]).toEqual([0, 200_000]);
    expect(seenProgress.at(-1)).toEqual([200_000, 200_000]);
    expect(seenProgress.length).toBeGreaterThan(2);
  });

  it('uses the time-outs of the spec', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(30_000);
  });
});

describe('dropEmptyValues', () => {
  it('passes arrays, FormData and primitives through unchanged', () => {
    const list = [null, ''];
    const form = new FormData();
    expect(dropEmptyValues(list)).toBe(list);
    expect(dropEmptyValues(form)).toBe(form);
    expect(dropEmptyValues(undefined)).toBeUndefined();
  });
});
