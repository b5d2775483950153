import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredBlob } from './file-storage';
import { measureBlob } from './measure-blob';
import { newUploadKey } from './upload-key';

/**
 * Writes `stream` (through `transforms`) into a new file at `temp`; settles only once the file is
 * closed. A refused stream ends the pipeline before the file has even been opened; removed then,
 * the file would be created by the open still under way and left behind.
 */
async function writeTemp(temp: string, stream: Readable, ...transforms: Transform[]) {
  const file = createWriteStream(temp, { flags: 'wx' });
  try {
    await pipeline([stream, ...transforms, file]);
  } finally {
    if (!file.closed) await once(file, 'close');
  }
}

/**
 * Blobs as files under `root`: a new upload goes to `uploads/YYYY/MM/<uuid>`, written to `tmp/`
 * first and renamed into place, so a reader never sees half a file and a failed upload leaves
 * nothing. Keys never leave `root` (the demo photos live under `demo/`).
 */
export function diskFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the store: ${key}`);
    return path;
  };

  return {
    async put(stream: Readable): Promise<StoredBlob> {
      const key = newUploadKey();
      const temp = join(base, 'tmp', randomUUID());
      await mkdir(dirname(temp), { recursive: true });
      const { transform: measure, measured } = measureBlob();
      try {
        await writeTemp(temp, stream, measure);
        const path = pathOf(key);
        await mkdir(dirname(path), { recursive: true });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { key, ...measured() };
    },

    async putAt(key: string, stream: Readable): Promise<void> {
      const path = pathOf(key);
      const temp = join(base, 'tmp', randomUUID());
      await mkdir(dirname(temp), { recursive: true });
      try {
        await writeTemp(temp, stream);
        await mkdir(dirname(path), { recursive: true });
        // A hard link never replaces an existing file (unlike rename): the first writer wins and
        // a reader never sees a half-written blob.
        await link(temp, path).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
      } finally {
        await rm(temp, { force: true });
      }
    },

    async get(key: string): Promise<Readable | undefined> {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    async close(): Promise<void> {},
  };
}
