import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

interface Operation {
  path: string;
  method: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, { properties: Record<string, unknown>; required: string[] }>;
  };
  paths: Record<string, Record<string, Omit<Operation, 'path' | 'method'>>>;
}

let test: TestApp;
let doc: Document;
let operations: Operation[];

beforeAll(async () => {
  test = await createTestApp();
  const response = await test.app.inject({ method: 'GET', url: '/svc/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
  );
});
afterAll(() => test.close());

const errorRef = { $ref: '#/components/schemas/ErrorReply' };
const named = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;
const find = (method: string, path: string) => {
  const found = operations.find((op) => op.method === method && op.path === path);
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};

/** Every route and its permission, as the permission layer recorded them. */
const publicOperations = () =>
  new Set(
    test.app.declaredRoutes
      .filter((route) => route.permission === 'public')
      .flatMap((route) => route.method.split(',').map((m) => `${m} ${route.url}`)),
  );

describe('the OpenAPI document', () => {
  it('declares the bearer scheme and the error shape', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const error = doc.components.schemas.ErrorReply;
    expect(error.required).toEqual(['detail']);
    expect(Object.keys(error.properties)).toEqual(
      expect.arrayContaining(['detail', 'errors', 'retry_after']),
    );
  });

  it('documents every route of every service', () => {
    expect(operations.length).toBeGreaterThan(100);
    const documented = new Set(operations.map(named));
    const routes = test.app.declaredRoutes.filter((route) => route.url.startsWith('/svc/'));
    const missing = routes
      .filter((route) => !route.url.startsWith('/svc/docs'))
      .flatMap((route) => route.method.split(',').map((m) => `${m} ${route.url}`))
      .filter((name) => !name.startsWith('HEAD '))
      .map((name) => name.replace(/:(\w+)/g, '{$1}'))
      .filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('gives every operation its 4xx replies with the error shape', () => {
    for (const operation of operations) {
      const codes = Object.keys(operation.responses);
      expect(codes, named(operation)).toEqual(expect.arrayContaining(['400', '404']));
      for (const code of codes.filter((c) => c.startsWith('4'))) {
        expect(
          operation.responses[code].content?.['application/json'].schema,
          named(operation),
        ).toEqual(errorRef);
      }
    }
  });

  it('puts every route that needs a sign-in under the bearer scheme, with 401 and 403', () => {
    const open = publicOperations();
    let signedIn = 0;
    for (const operation of operations) {
      const route = `${operation.method.toUpperCase()} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
      if (open.has(route)) continue;
      signedIn += 1;
      expect(operation.security, named(operation)).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation.responses), named(operation)).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    }
    expect(signedIn).toBeGreaterThan(90);
    // Public calls carry no scheme, but refresh takes the refresh token as bearer.
    expect(find('post', '/svc/auth/api/v1/auth/login/').security).toBeUndefined();
    expect(find('get', '/health').security).toBeUndefined();
    const refresh = find('post', '/svc/auth/api/v1/auth/refresh/');
    expect(refresh.security).toEqual([{ bearerAuth: [] }]);
    expect(refresh.responses['401'].content?.['application/json'].schema).toEqual(errorRef);
  });

  it('answers 204 without a body', () => {
    const noContent = operations.filter((operation) => operation.responses['204']);
    expect(noContent.length).toBeGreaterThanOrEqual(7);
    for (const operation of noContent) {
      expect(operation.responses['204'].content, named(operation)).toBeUndefined();
    }
  });

  it('declares the sign-in headers, the rate limits and the upload refusals', () => {
    const login = find('post', '/svc/auth/api/v1/auth/login/');
    const headers = (login.parameters ?? []).filter((p) => p.in === 'header');
    expect(headers.map((p) => [p.name, p.required])).toEqual(
      expect.arrayContaining([
        ['x-api-key', true],
        ['x-captcha-token', true],
      ]),
    );
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['401', '429']));
    const sendCode = find('post', '/svc/auth/api/v1/sms_auth/send_otp/');
    expect(Object.keys(sendCode.responses)).toContain('429');
    const upload = find('post', '/svc/files/api/v2/files/upload/');
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '415']),
    );
    // Writes of signed-in callers take an Idempotency-Key.
    expect(upload.parameters?.map((p) => p.name)).toContain('idempotency-key');
  });
});
