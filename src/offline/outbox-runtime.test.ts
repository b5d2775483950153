import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteNoReply, noteServerReply } from '#src/api/server-reachability';
import { clearSession, setSession } from '#src/api/session';
import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { outboxDb } from './outbox-db';
import { startOutbox } from './outbox-runtime';
import { enqueue, listItems } from './outbox-store';

const USER = 7;
const sent: string[] = [];

beforeAll(() => {
  setRuntimeConfig({
    services: { checker: 'http://portal.test/svc/checker' },
  } as RuntimeConfig);
  setSession({
    accessToken: 'access-7',
    accessExpiresAt: '2999-01-01T00:00:00Z',
    refreshToken: 'refresh-7',
    refreshExpiresAt: '2999-01-01T00:00:00Z',
    user: { id: USER, last_name: 'Иванова', first_name: 'Мария', roles: [] },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      sent.push(String(init?.body));
      return Response.json({ check_list_result: { id: sent.length } }, { status: 201 });
    }),
  );
});

afterAll(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await outboxDb().delete();
});

/** A check result stored as a replay that failed many times left it: a minute to wait. */
async function backedOff(visitId: number): Promise<void> {
  const id = await enqueue({
    ownerUserId: USER,
    summary: { kind: 'check-result', visitId },
    parts: [
      {
        service: 'checker',
        method: 'POST',
        path: '/api/v1/check_list_result/create/',
        json: { visit_id: visitId },
      },
    ],
  });
  await outboxDb().items.update(id, {
    attempts: 12,
    nextAttemptAt: Date.now() + 60_000,
    error: { status: 0, part: 0, at: 0 },
  });
}

describe('the outbox of a tab', () => {
  // The start and the connection coming back are when the network or the server has changed:
  // the queue goes at once, whatever its back-off says.
  it('sends at start-up whatever the back-off', async () => {
    await backedOff(1);
    startOutbox();
    await vi.waitFor(async () => expect(await listItems(USER)).toEqual([]));
    expect(sent).toEqual(['{"visit_id":1}']);
  });

  it('sends when the connection comes back, whatever the back-off', async () => {
    await backedOff(2);
    dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await listItems(USER)).toEqual([]));
    expect(sent).toEqual(['{"visit_id":1}', '{"visit_id":2}']);
  });

  it('sends when the server answers again after an outage, whatever the back-off', async () => {
    noteNoReply();
    await backedOff(3);
    noteServerReply();
    await vi.waitFor(async () => expect(await listItems(USER)).toEqual([]));
    expect(sent).toEqual(['{"visit_id":1}', '{"visit_id":2}', '{"visit_id":3}']);
  });
});
