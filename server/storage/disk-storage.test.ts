import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskFileStorage } from './disk-storage';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sfa-storage-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A stream refused at its first chunk, as the upload inspector refuses a file that is no image. */
const refusedAtOnce = () =>
  new Readable({
    read() {
      this.destroy(new Error('refused'));
    },
  });

/** A stream refused after some megabytes, as an upload over the size limit is. */
const refusedMidway = () => {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= 4) this.destroy(new Error('refused'));
      else {
        sent += 1;
        this.push(Buffer.alloc(1024 * 1024, sent));
      }
    },
  });
};

describe('disk storage', () => {
  it('keeps a stored blob and nothing in tmp', async () => {
    const storage = diskFileStorage(root);
    const blob = await storage.put(Readable.from([Buffer.from('photo bytes')]));
    expect(blob.size).toBe(11);
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });

  it('leaves nothing in tmp when the stream is refused, at once or midway', async () => {
    const storage = diskFileStorage(root);
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(storage.put(refusedAtOnce())).rejects.toThrow('refused');
      await expect(storage.putAt(`demo/${attempt}.jpg`, refusedAtOnce())).rejects.toThrow(
        'refused',
      );
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(storage.put(refusedMidway())).rejects.toThrow('refused');
    }
    // A file created by an open still under way would show up a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });
});
