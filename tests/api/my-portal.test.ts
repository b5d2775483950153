import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_MESSAGES } from '#src/contracts/portal';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['analyst', 'leader', 'supervisor', 'merchandiser']) {
    who[login] = await bearerFor(test, login);
  }
});
afterAll(() => test.close());

const url = '/svc/main/settings/my_portal/';
const read = (headers: Headers) => test.app.inject({ method: 'GET', url, headers });
const choose = (headers: Headers, payload: unknown) =>
  test.app.inject({ method: 'PUT', url, headers, payload: payload as object });

describe('the remembered portal', () => {
  it('is unset until chosen, then kept per user', async () => {
    expect((await read(who.analyst)).json()).toEqual({ portal: null });
    const chosen = await choose(who.analyst, { portal: 'ecp' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ portal: 'ecp' });
    expect((await read(who.analyst)).json()).toEqual({ portal: 'ecp' });
    // Another user's choice is theirs alone.
    expect((await read(who.leader)).json()).toEqual({ portal: null });

    await choose(who.analyst, { portal: 'sfa' });
    expect((await read(who.analyst)).json()).toEqual({ portal: 'sfa' });
  });

  it('refuses a portal the user may not use, in Russian', async () => {
    const refused = await choose(who.supervisor, { portal: 'ecp' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(PORTAL_MESSAGES.unavailable);
    expect((await read(who.supervisor)).json()).toEqual({ portal: null });
    expect((await choose(who.supervisor, { portal: 'sfa' })).statusCode).toBe(200);
  });

  it.each([
    [{ portal: 'crm' }, PORTAL_MESSAGES.unknown],
    [{ portal: 1 }, PORTAL_MESSAGES.unknown],
    [{}, 'Поле обязательно для заполнения'],
    [{ portal: 'sfa', other: true }, undefined],
  ])('answers 400 to %j', async (payload, message) => {
    const refused = await choose(who.leader, payload);
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { detail: string; errors?: { message: string }[] };
    expect(body.detail).toMatch(/[а-яё]/i);
    if (message) expect(body.errors?.map((error) => error.message)).toContain(message);
  });

  it('is not for field-only users nor for anyone signed out', async () => {
    expect((await read(who.merchandiser)).statusCode).toBe(403);
    expect((await choose(who.merchandiser, { portal: 'sfa' })).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
