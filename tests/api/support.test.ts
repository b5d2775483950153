import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, support_requests, users } from '#server/db/schema/index';
import { REQUIRED_FIELD } from '#server/http/errors';
import { SUPPORT_MESSAGES } from '#src/contracts/support';
import { bearerFor } from './support/auth';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = { authorization: string };

let test: TestApp;
const who: Record<string, Headers> = {};
let typeId: number;

function post(url: string, headers: Headers, payload: object = {}) {
  return test.app.inject({ method: 'POST', url: `/svc/main${url}`, headers, payload });
}

/** The ticket form as the portal sends it: application/x-www-form-urlencoded. */
function fileTicket(headers: Headers, fields: Record<string, string>) {
  return test.app.inject({
    method: 'POST',
    url: '/svc/main/support_requests/',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function idOf(login: string) {
  const [user] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, login));
  return user.id;
}

beforeAll(async () => {
  test = await createTestApp();
  for (const login of ['administrator', 'client', 'supervisor']) {
    who[login] = await bearerFor(test, login);
  }
});
afterAll(() => test.close());

describe('support', () => {
  it('lists the request types in their order', async () => {
    const response = await post('/support_request_types/list/', who.client);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(5);
    expect(body.items[0]).toMatchObject({ code: 'technical', is_technical: true });
    typeId = body.items[1].id;
  });

  it('files a form-encoded ticket for the caller and tells the administrators', async () => {
    const clientId = await idOf('client');
    const adminId = await idOf('administrator');
    const response = await fileTicket(who.client, {
      user_id: String(clientId),
      content: '  Нет доступа к проекту  ',
      support_request_type_id: String(typeId),
      is_technical: 'false',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { id: clientId },
      support_request_type: { id: typeId },
      content: 'Нет доступа к проекту',
      is_technical: false,
      status: 'pending',
      attachments: [],
    });
    const [notice] = await test.database.db
      .select({ type: notifications.type, user_id: notifications.user_id })
      .from(notifications)
      .where(eq(notifications.type, 'support'));
    expect(notice).toEqual({ type: 'support', user_id: adminId });
  });

  it('answers 400 with field errors for missing fields and an unknown type', async () => {
    const missing = await fileTicket(who.client, { is_technical: 'true' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'content', message: REQUIRED_FIELD },
        { field: 'support_request_type_id', message: REQUIRED_FIELD },
      ]),
    );
    const blank = await fileTicket(who.client, {
      content: '   ',
      support_request_type_id: String(typeId),
    });
    expect(blank.json().errors).toEqual([{ field: 'content', message: REQUIRED_FIELD }]);
    const unknown = await fileTicket(who.client, {
      content: 'Текст',
      support_request_type_id: '999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'support_request_type_id', message: SUPPORT_MESSAGES.unknownType },
    ]);
  });

  it('refuses a ticket in someone else’s name', async () => {
    const response = await fileTicket(who.client, {
      user_id: String(await idOf('supervisor')),
      content: 'От чужого имени',
      support_request_type_id: String(typeId),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(SUPPORT_MESSAGES.otherUser);
  });

  it('lists the caller’s own tickets; administrators see every one', async () => {
    const clientId = await idOf('client');
    const own = (await post('/v2/support_requests/list/', who.client)).json();
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((item: { user: { id: number } }) => item.user.id === clientId)).toBe(
      true,
    );

    const [all] = await test.database.db.select({ n: count() }).from(support_requests);
    const everything = (await post('/v2/support_requests/list/', who.administrator)).json();
    expect(everything.total).toBe(all.n);

    const technical = (
      await post('/v2/support_requests/list/', who.administrator, { is_technical: true })
    ).json();
    expect(technical.items.every((item: { is_technical: boolean }) => item.is_technical)).toBe(
      true,
    );
    const found = (
      await post('/v2/support_requests/list/', who.administrator, { search: 'доступа проекту' })
    ).json();
    expect(found.items.map((item: { content: string }) => item.content)).toContain(
      'Нет доступа к проекту',
    );
  });
});
