import { describe, expect, it } from 'vitest';
import { createDrainWatch } from './outbox-drain';
import type { OutboxItem } from './outbox-types';

const STARTED = 1_000;

/** A check with `photos` photos: the check and each photo count one record. */
const item = (id: string, over: Partial<OutboxItem> = {}, photos = 1): OutboxItem => ({
  id,
  ownerUserId: 5,
  createdAt: STARTED + 10,
  summary: { kind: 'check-result' },
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  parts: [
    {
      service: 'checker',
      method: 'POST',
      path: '/c',
      idempotencyKey: `${id}-0`,
      done: false,
      completesRecord: true,
    },
    {
      service: 'files',
      method: 'POST',
      path: '/f',
      idempotencyKey: `${id}-1`,
      done: false,
      completesRecord: photos,
    },
  ],
  ...over,
});

function watching() {
  const reports: number[] = [];
  const watch = createDrainWatch(STARTED, (records) => reports.push(records));
  return { watch, reports };
}

describe('the drain watch', () => {
  it('reports once, with every record, when the work queued offline has all gone out', () => {
    const { watch, reports } = watching();
    watch.observe(5, [], true);
    watch.observe(5, [item('a')], false);
    watch.observe(5, [item('a'), item('b', {}, 0)], false);
    watch.observe(5, [item('a'), item('b', {}, 0)], true);
    watch.observe(5, [item('b', {}, 0)], true);
    expect(reports).toEqual([]);
    watch.observe(5, [], true);
    expect(reports).toEqual([3]);
    watch.observe(5, [], true);
    expect(reports).toEqual([3]);
  });

  it('says nothing of a save sent at once, or when nothing was queued', () => {
    const { watch, reports } = watching();
    watch.observe(5, [], true);
    watch.observe(5, [item('a')], true);
    watch.observe(5, [], true);
    expect(reports).toEqual([]);
  });

  it('counts what waited for a retry or was queued before the page started', () => {
    const { watch, reports } = watching();
    watch.observe(5, [item('old', { createdAt: STARTED - 1 }, 0)], true);
    watch.observe(5, [], true);
    watch.observe(5, [item('retried', { attempts: 1 }, 2)], true);
    watch.observe(5, [], true);
    expect(reports).toEqual([1, 3]);
  });

  it('counts a save answered as kept on the device, though its first try then went through', () => {
    const { watch, reports } = watching();
    watch.observe(5, [item('slow', {}, 0)], true);
    watch.kept(item('slow', {}, 0));
    watch.observe(5, [], true);
    expect(reports).toEqual([1]);
  });

  it('leaves out what the server refused, what the user discarded, and another user’s queue', () => {
    const { watch, reports } = watching();
    watch.observe(5, [item('refused'), item('dropped'), item('sent', {}, 0)], false);
    watch.observe(
      5,
      [item('refused', { state: 'failed' }), item('dropped'), item('sent', {}, 0)],
      true,
    );
    watch.discarded('dropped');
    watch.observe(5, [item('refused', { state: 'failed' }), item('sent', {}, 0)], true);
    watch.observe(5, [item('refused', { state: 'failed' })], true);
    expect(reports).toEqual([1]);

    watch.observe(5, [item('mine')], false);
    watch.observe(undefined, [], true);
    expect(reports).toEqual([1]);
  });
});
