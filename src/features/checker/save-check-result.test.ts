// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/api-error';
import { setSession } from '#src/api/session';
import type { RuntimeConfig } from '#src/contracts/runtime-config';
import { activateDefaultLocale } from '#src/lib/i18n';
import { setRuntimeConfig } from '#src/lib/runtime-config';
import { outboxDb } from '#src/offline/outbox-db';
import { listItems } from '#src/offline/outbox-store';
import { pendingRecords } from '#src/offline/outbox-types';
import { isQueuedCheckResult, saveCheckResult } from './save-check-result';

const USER = {
  id: 9,
  last_name: 'Ким',
  first_name: 'Ольга',
  roles: [{ sys_name: 'check_manager' }],
};

interface Call {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** The names of a multipart body's files, in order. */
  files: string[];
}
let calls: Call[];
let answers: Array<() => Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const input = {
  visit_id: 7,
  check_list_id: 3,
  result: 'rejected' as const,
  comment: 'Переснять',
  answers: [{ param_id: 11, accepted: false, comment: 'Размыто' }],
};
const saved = { id: 55, ...input, check_list_name: 'Чек-лист', user: null, created_at: 'x' };

beforeAll(() => {
  activateDefaultLocale();
  setRuntimeConfig({
    services: { checker: '/svc/checker', files: '/svc/files', main: '/svc/main' },
  } as RuntimeConfig);
});

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal('location', { href: 'http://portal.test/visit-check/7' });
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const raw = init.body;
    const body =
      raw instanceof FormData
        ? Object.fromEntries(
            [...raw.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : 'FILE']),
          )
        : JSON.parse(String(raw));
    const files =
      raw instanceof FormData
        ? [...raw.values()].flatMap((value) => (value instanceof File ? [value.name] : []))
        : [];
    calls.push({ url, headers: init.headers as Record<string, string>, body, files });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  setSession({
    accessToken: 'access-9',
    accessExpiresAt: '2999-01-01T00:00:00Z',
    refreshToken: 'refresh-9',
    refreshExpiresAt: '2999-01-01T00:00:00Z',
    user: USER,
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await outboxDb().items.clear();
});

describe('saveCheckResult', () => {
  it('creates the check, then uploads its photos in one call linking them to it, and answers both', async () => {
    const photos = [
      new Blob(['a'], { type: 'image/jpeg' }),
      new Blob(['b'], { type: 'image/png' }),
    ];
    answers = [
      () => json(201, { check_list_result: saved }),
      () => json(201, { file_link_id: 1, file_link_ids: [1, 2], file: {}, files: [{}, {}] }),
    ];

    await expect(saveCheckResult({ ...input, photos })).resolves.toEqual({
      result: saved,
      photoLinkIds: [1, 2],
    });

    expect(calls.map((call) => call.url)).toEqual([
      'http://portal.test/svc/checker/api/v1/check_list_result/create/',
      'http://portal.test/svc/files/api/v1/files/upload/list/',
    ]);
    expect(calls[0]!.body).toEqual(input);
    expect(calls[1]!.body).toEqual({
      objects: JSON.stringify([{ generic_type: 'CHECK_LIST_RESULT', generic_id: 55 }]),
      file: 'FILE',
    });
    expect(calls[1]!.files).toEqual(['check-photo-1.jpg', 'check-photo-2.jpg']);
    expect(new Set(calls.map((call) => call.headers['Idempotency-Key'])).size).toBe(2);
    expect(calls.every((call) => call.headers.Authorization === 'Bearer access-9')).toBe(true);
    expect(await listItems(USER.id)).toEqual([]);
  });

  it('a check without photos is one call', async () => {
    answers = [() => json(201, { check_list_result: saved })];
    await expect(saveCheckResult({ ...input, photos: [] })).resolves.toEqual({
      result: saved,
      photoLinkIds: [],
    });
    expect(calls).toHaveLength(1);
  });

  it('offline, keeps the check and its photo on the device and answers a stand-in', async () => {
    vi.stubGlobal('navigator', { onLine: false });

    const photos = [new Blob(['a']), new Blob(['b'])];
    const { result, photoLinkIds } = await saveCheckResult({ ...input, photos });

    expect(isQueuedCheckResult(result)).toBe(true);
    expect(photoLinkIds).toEqual([]);
    expect(calls).toEqual([]);
    const [item] = await listItems(USER.id);
    expect(item).toMatchObject({ state: 'pending', summary: { visitId: 7, photos: 2 } });
    // The check and each of its photos count, though the photos go in one call.
    expect(pendingRecords(item!)).toBe(3);
  });

  it('a 5xx keeps the check queued for retry', async () => {
    answers = [() => json(503, {})];
    const { result } = await saveCheckResult({ ...input, photos: [] });
    expect(isQueuedCheckResult(result)).toBe(true);
    expect(await listItems(USER.id)).toMatchObject([{ state: 'pending', attempts: 1 }]);
  });

  it('a refusal of the check answers the server’s message and queues nothing', async () => {
    answers = [() => json(400, { detail: 'Оцените все параметры чек-листа' })];
    const saving = saveCheckResult({ ...input, photos: [] });
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toMatchObject({
      status: 400,
      message: 'Оцените все параметры чек-листа',
    });
    expect(await listItems(USER.id)).toEqual([]);
  });
});
