import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '#server/storage/file-storage';
import { type ArchiveEntry, zipArchive } from './zip-archive';

/** A store of a few blobs that says which ones were opened, in order. */
function storeOf(blobs: Record<string, string>) {
  const opened: string[] = [];
  const storage = {
    get: async (key: string) => {
      opened.push(key);
      return key in blobs ? Readable.from([Buffer.from(blobs[key])]) : undefined;
    },
  } as unknown as FileStorage;
  return { storage, opened };
}

const entry = (name: string, key: string, text: string): ArchiveEntry => ({
  name,
  photo: { storage_key: key, size: Buffer.byteLength(text), created_at: new Date(0) },
});

describe('the streamed ZIP', () => {
  it('takes its entries batch by batch, the next asked for once the last is reached', async () => {
    const { storage, opened } = storeOf({ a: 'первое', b: 'второе', c: 'третье' });
    const asked: number[] = [];
    async function* batches() {
      asked.push(opened.length);
      yield [entry('2026-12-01/Точка/1_a_1.jpg', 'a', 'первое')];
      asked.push(opened.length);
      yield [
        entry('2026-12-01/Точка/1_b_1.jpg', 'b', 'второе'),
        entry('2026-11-30/Точка/2_c_1.jpg', 'c', 'третье'),
      ];
      asked.push(opened.length);
    }
    const files = unzipSync(new Uint8Array(await buffer(zipArchive(storage, batches()))));
    expect(Object.keys(files)).toEqual([
      '2026-12-01/Точка/1_a_1.jpg',
      '2026-12-01/Точка/1_b_1.jpg',
      '2026-11-30/Точка/2_c_1.jpg',
    ]);
    expect(Buffer.from(files['2026-11-30/Точка/2_c_1.jpg']).toString()).toBe('третье');
    // The first batch's file was being read before the second batch was asked for.
    expect(asked).toEqual([0, 1, 3]);
  });

  it('fails the stream when its source of entries fails', async () => {
    const { storage } = storeOf({ a: 'первое' });
    async function* batches() {
      yield [entry('a.jpg', 'a', 'первое')];
      throw new Error('the database went away');
    }
    await expect(buffer(zipArchive(storage, batches()))).rejects.toThrow('the database went away');
  });

  it('fails the stream when a stored file is missing', async () => {
    const { storage } = storeOf({});
    await expect(buffer(zipArchive(storage, [entry('a.jpg', 'a', 'x')]))).rejects.toThrow(
      /missing/,
    );
  });
});
