import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '#server/config';
import { createTestApp, type TestApp } from './support/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    SUPPORT_PHONE: '+7 (999) 000-00-00',
    SERVICE_URL_CROWD: 'https://crowd.example/api',
  });
});
afterAll(() => test.close());

describe('system routes', () => {
  it('reports health with version, database kind and uptime', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'ok', version: '1.13.0' });
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.uptime).toBeGreaterThanOrEqual(0);
  });

  it('serves the runtime configuration from the environment', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.services.main).toBe('/svc/main');
    expect(body.services.crowd).toBe('https://crowd.example/api');
    expect(Object.keys(body.services).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(body.supportPhone).toBe('+7 (999) 000-00-00');
    expect(body.version).toBe('1.13.0');
    expect(body.apiKey).toBeTypeOf('string');
  });

  it('publishes an OpenAPI document with the spec paths under each service base', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/svc/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/svc/main/feeds/list/'].post.tags).toEqual(['main']);
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining([...SERVICE_NAMES]),
    );
  });

  it('answers unknown API paths with a JSON 404 in Russian', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/svc/main/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Не найдено' });
  });

  it('compresses replies when the client accepts it', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/svc/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });
});
