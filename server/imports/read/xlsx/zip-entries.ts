import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import { unreadable, zipBomb } from '../file-errors';
import { ByteCursor } from './byte-cursor';
import type { ZipEntry } from './zip-directory';

const LOCAL_SIGNATURE = 0x04034b50;
const INFLATE_CHUNK = 64 * 1024;

/** zlib's own complaints (Z_DATA_ERROR, Z_BUF_ERROR, …) name a corrupt entry, not a failing disk. */
function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}

async function* inflated(cursor: ByteCursor, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    yield* cursor.run(entry.compressedSize);
    return;
  }
  if (entry.method !== 8) throw unreadable();
  const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK });
  const piping = pipeline(cursor.run(entry.compressedSize), inflate);
  // Its failure reaches the loop below through the destroyed inflater; a stop of ours ends it too.
  piping.catch(() => {});
  yield* inflate;
  await piping;
}

/**
 * The given entries' contents, inflated, in one pass over the file in the order they sit in it.
 * Each entry is held to the size the directory promised: past it the zip is a bomb and inflating
 * stops there, short of it the file is corrupt.
 */
export async function* readZipEntries(
  open: () => Promise<Readable>,
  entries: readonly ZipEntry[],
): AsyncGenerator<{ entry: ZipEntry; chunk: Buffer }> {
  if (entries.length === 0) return;
  const cursor = new ByteCursor(await open());
  try {
    for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
      await cursor.skipTo(entry.offset);
      const header = await cursor.take(30);
      if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw unreadable();
      await cursor.skipTo(entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28));
      let size = 0;
      for await (const chunk of inflated(cursor, entry)) {
        size += chunk.length;
        if (size > entry.size) throw zipBomb();
        yield { entry, chunk };
      }
      if (size !== entry.size) throw unreadable();
    }
  } catch (error) {
    if (isZlibError(error)) throw unreadable();
    throw error;
  } finally {
    cursor.close();
  }
}

/** Whole entries, for the small parts a workbook is described by. */
export async function readSmallEntries(
  open: () => Promise<Readable>,
  entries: readonly ZipEntry[],
): Promise<Map<string, Buffer>> {
  const parts = new Map<string, Buffer[]>();
  for await (const { entry, chunk } of readZipEntries(open, entries)) {
    const list = parts.get(entry.name) ?? [];
    list.push(chunk);
    parts.set(entry.name, list);
  }
  return new Map(entries.map((entry) => [entry.name, Buffer.concat(parts.get(entry.name) ?? [])]));
}
