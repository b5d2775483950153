import { nextTask } from './next-task';

interface Turn {
  start: () => void;
  cancelled: boolean;
}

const waiting: Turn[] = [];
let draining = false;

async function drain(): Promise<void> {
  draining = true;
  while (waiting.length > 0) {
    await nextTask();
    // A turn given up while it waited takes no task of its own.
    while (waiting[0]?.cancelled) waiting.shift();
    waiting.shift()?.start();
  }
  draining = false;
}

/**
 * Runs `start` in a task of its own, after the turns asked for before it: one per task. A list's
 * thumbnails each start a query and a request as their rows mount; all in the same task, that was
 * one long task growing with every thumbnail on a slow tablet, in which the page could not answer
 * a tap (docs/decisions/040-nothing-synchronous-on-the-way-to-the-first-screen.md).
 * Returns the function that gives the turn up (a row that unmounts before its turn).
 */
export function inTurn(start: () => void): () => void {
  const turn: Turn = { start, cancelled: false };
  waiting.push(turn);
  if (!draining) void drain();
  return () => {
    turn.cancelled = true;
  };
}
