import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissionKeys } from '#src/access/query-keys';
import { visitKeys } from '#src/api/visits/query-keys';
import { fileKeys } from '#src/lib/file-keys';
import { activateDefaultLocale } from '#src/lib/i18n';
import { outboxApiError } from './outbox-api-error';
import { fromPart } from './outbox-refs';
import { type OutboxItem, pendingRecords } from './outbox-types';
import { shouldPersistQuery } from './query-persistence';
import { fitWithin } from './resize-photo';

beforeAll(() => activateDefaultLocale());

describe('the persisted query cache', () => {
  it('keeps every query with data, even after a failed refetch, but not files or re-checks', () => {
    const client = new QueryClient();
    client.setQueryData(visitKeys.detail(7), { id: 7 });
    client.setQueryData(fileKeys.content(9), new Blob(['jpeg']));
    client.setQueryData(fileKeys.linkStatus([5]), { 5: 'ready' });
    client.getQueryCache().build(client, { queryKey: visitKeys.detail(8) });
    const failedAfterData = client.getQueryCache().build(client, { queryKey: permissionKeys.all });
    failedAfterData.setState({ data: { areas: [] }, status: 'error', error: new Error('offline') });

    const kept = client
      .getQueryCache()
      .getAll()
      .filter(shouldPersistQuery)
      .map((query) => query.queryKey);

    expect(kept).toEqual([visitKeys.detail(7), permissionKeys.all]);
  });
});

describe('photos resized on the device', () => {
  it('fit the longest side, never enlarging', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});

describe('the pending count', () => {
  const item = (done: boolean[]): OutboxItem => ({
    id: 'x',
    ownerUserId: 1,
    createdAt: 0,
    summary: { kind: 'check-result', visitId: 1, photos: 1 },
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    parts: done.map((isDone, index) => ({
      service: 'checker',
      method: 'POST',
      path: '/',
      json: index ? { id: fromPart(0, 'id') } : {},
      idempotencyKey: String(index),
      done: isDone,
      completesRecord: index !== 1,
    })),
  });

  it('counts the check and each photo link not yet arrived', () => {
    expect(pendingRecords(item([false, false, false]))).toBe(2);
    expect(pendingRecords(item([true, true, false]))).toBe(1);
    expect(pendingRecords(item([true, true, true]))).toBe(0);
  });
});

describe('stored failures', () => {
  it('read as the error adapter would: the server’s message, else the status', () => {
    expect(
      outboxApiError({ status: 415, data: { detail: 'Файл повреждён' }, part: 1, at: 0 }),
    ).toMatchObject({ code: 1, status: 415, message: 'Файл повреждён' });
    expect(outboxApiError({ status: 502, part: 0, at: 0 })).toMatchObject({
      code: 2,
      message: 'Статус ошибки: 502',
    });
    expect(outboxApiError({ status: 0, part: 0, at: 0 })).toMatchObject({ code: 100 });
  });
});
