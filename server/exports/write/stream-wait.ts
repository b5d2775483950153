import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Waits until `out` takes more after a write answered false. A stream closed meanwhile (the
 * client went away) fails the wait: 'drain' would never come and the export would hang.
 */
export async function drained(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error('The export stream closed before the table was written');
  const stop = new AbortController();
  const closed = once(out, 'close', { signal: stop.signal }).then(() => {
    throw new Error('The export stream closed before the table was written');
  });
  try {
    await Promise.race([once(out, 'drain', { signal: stop.signal }), closed]);
  } finally {
    stop.abort();
  }
}
