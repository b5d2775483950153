import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN } from '#server/access/route-permission-types';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};

const get = (url: string, headers: Headers) =>
  test.app.inject({ method: 'GET', url: `/svc/main${url}`, headers });

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'department_head', 'analyst', 'supervisor', 'client']) {
    who[login] = await bearerFor(test, login);
  }
});
afterAll(() => test.close());

describe('clients as choices of the project form', () => {
  it('gives whoever may change projects the ids and names of the clients, nothing more', async () => {
    const full = (await get('/clients/?limit=1000', who.administrator)).json();
    expect(full.total).toBeGreaterThan(0);
    for (const login of ['department_head', 'analyst', 'administrator']) {
      const response = await get('/clients/options/?limit=1000', who[login]);
      expect(response.statusCode, login).toBe(200);
      const page = response.json();
      expect(page.total).toBe(full.total);
      expect(page.items).toEqual(
        full.items.map((client: { id: number; name: string }) => ({
          id: client.id,
          name: client.name,
        })),
      );
    }
    const searched = (
      await get(`/clients/options/?search=${encodeURIComponent(full.items[0].name)}`, who.analyst)
    ).json();
    expect(searched.items.map((c: { id: number }) => c.id)).toContain(full.items[0].id);
  });

  it('keeps the clients list itself admin only', async () => {
    const response = await get('/clients/', who.department_head);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(FORBIDDEN);
  });

  it('refuses the choices to those who only read projects or not even that', async () => {
    for (const login of ['supervisor', 'client']) {
      const response = await get('/clients/options/', who[login]);
      expect(response.statusCode, login).toBe(403);
    }
  });
});
