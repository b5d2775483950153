import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { stubServices, testConfig } from '#src/test-support/render-app';
import { createSupportRequest } from './create-support-request';

const TICKETS = '/svc/main/support_requests/';

beforeAll(() => setRuntimeConfig(testConfig));
afterEach(() => vi.unstubAllGlobals());

/** The body the stubbed fetch got for the ticket, as sent. */
function sentForm(fetchMock: ReturnType<typeof stubServices>) {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(TICKETS));
  return call?.[1]?.body;
}

describe('createSupportRequest', () => {
  it('posts the ticket form-encoded, each field as text, without an absent user', async () => {
    const fetchMock = stubServices({
      [`POST ${TICKETS}`]: () => Response.json({ id: 41 }, { status: 201 }),
    });
    await createSupportRequest({
      content: 'Не грузится фото',
      support_request_type_id: 2,
      is_technical: true,
    });
    const body = sentForm(fetchMock);
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({
      content: 'Не грузится фото',
      support_request_type_id: '2',
      is_technical: 'true',
    });
  });

  it('names the user when given', async () => {
    const fetchMock = stubServices({
      [`POST ${TICKETS}`]: () => Response.json({ id: 42 }, { status: 201 }),
    });
    await createSupportRequest({
      user_id: 5,
      content: 'Ошибка',
      support_request_type_id: 1,
      is_technical: false,
    });
    expect((sentForm(fetchMock) as URLSearchParams).get('user_id')).toBe('5');
  });
});
