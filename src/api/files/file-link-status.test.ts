import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { type FileLinkStatuses, recheckFileLinks } from './file-link-status';

/** A virtual clock: `wait` moves it on instead of sleeping. */
function clock() {
  let time = 1_000;
  return {
    now: () => time,
    wait: async (ms: number) => {
      time += ms;
    },
  };
}

describe('recheckFileLinks', () => {
  it('asks at 0, 1, 2 and 3.5 s while a link is not ready, and reports what it last heard', async () => {
    const { now, wait } = clock();
    const asked: { at: number; ids: readonly number[] }[] = [];
    const check = async (ids: readonly number[]) => {
      asked.push({ at: now() - 1_000, ids });
      return Object.fromEntries(ids.map((id) => [id, 'not_found'])) as FileLinkStatuses;
    };
    const statuses = await recheckFileLinks([4], { check, wait, now });
    expect(asked).toEqual([
      { at: 0, ids: [4] },
      { at: 1000, ids: [4] },
      { at: 2000, ids: [4] },
      { at: 3500, ids: [4] },
    ]);
    expect(statuses).toEqual({ 4: 'not_found' });
  });

  it('asks only about links not yet ready and stops once all are', async () => {
    const { now, wait } = clock();
    const asked: (readonly number[])[] = [];
    const replies: FileLinkStatuses[] = [{ 1: 'ready', 2: 'processing' }, { 2: 'ready' }];
    const check = async (ids: readonly number[]) => {
      asked.push(ids);
      return replies.shift() ?? {};
    };
    expect(await recheckFileLinks([1, 2], { check, wait, now })).toEqual({
      1: 'ready',
      2: 'ready',
    });
    expect(asked).toEqual([[1, 2], [2]]);
  });

  it('goes on past a check that failed, and leaves an unconfirmed link processing', async () => {
    const { now, wait } = clock();
    let calls = 0;
    const check = async () => {
      calls += 1;
      throw new ApiError(100, 500, 'Ошибка сети', undefined, { network: true });
    };
    expect(await recheckFileLinks([8], { check, wait, now })).toEqual({ 8: 'processing' });
    expect(calls).toBe(4);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const check = async () => {
      controller.abort(new DOMException('gone', 'AbortError'));
      throw controller.signal.reason;
    };
    const { now, wait } = clock();
    await expect(
      recheckFileLinks([8], { check, wait, now, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
