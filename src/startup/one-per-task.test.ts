import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';
import { inTurn } from './one-per-task';

describe('inTurn', () => {
  it('runs one start a task, in the order asked, skipping the turns given up', async () => {
    const started: string[] = [];
    inTurn(() => started.push('a'));
    const giveUpB = inTurn(() => started.push('b'));
    inTurn(() => started.push('c'));
    inTurn(() => started.push('d'));
    expect(started).toEqual([]);
    giveUpB();
    await nextTask();
    expect(started).toEqual(['a']);
    await nextTask();
    expect(started).toEqual(['a', 'c']);
    await nextTask();
    expect(started).toEqual(['a', 'c', 'd']);
    await nextTask();
    expect(started).toEqual(['a', 'c', 'd']);
    // The queue drained: a later turn starts again on the next task.
    inTurn(() => started.push('e'));
    await nextTask();
    await nextTask();
    expect(started).toEqual(['a', 'c', 'd', 'e']);
  });
});
