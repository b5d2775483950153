import type { Readable } from 'node:stream';
import { unreadable, zipBomb } from '../file-errors';
import { ByteCursor } from './byte-cursor';

/** One file in the zip, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  /** Where its local header starts. */
  offset: number;
}

/** The end record (22 bytes) and its comment (at most 65,535) sit in this much of the file's end. */
const END_SEARCH = 22 + 0xffff;
/** The tail kept while the file streams by: the directory of a workbook fits in it. */
const TAIL_BYTES = 1024 * 1024;
const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ENTRY_SIGNATURE = 0x02014b50;
const U32 = 0xffffffff;

/** The tail of the file and where it starts, read in one pass. */
async function readTail(stream: Readable): Promise<{ tail: Buffer; start: number }> {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let total = 0;
  for await (const chunk of stream) {
    const buffer: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    kept.push(buffer);
    keptBytes += buffer.length;
    total += buffer.length;
    while (kept.length > 1 && keptBytes - kept[0]!.length >= TAIL_BYTES) {
      keptBytes -= kept.shift()!.length;
    }
  }
  return { tail: Buffer.concat(kept), start: total - keptBytes };
}

function findEnd(tail: Buffer): number {
  for (let at = tail.length - 22; at >= Math.max(0, tail.length - END_SEARCH); at -= 1) {
    if (tail.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw unreadable();
}

/** The directory's place: from the end record, or from the ZIP64 one when the first is full. */
function locateDirectory(tail: Buffer, start: number): { offset: number; size: number } {
  const end = findEnd(tail);
  const size = tail.readUInt32LE(end + 12);
  const offset = tail.readUInt32LE(end + 16);
  if (size !== U32 && offset !== U32 && tail.readUInt16LE(end + 10) !== 0xffff) {
    return { offset, size };
  }
  const locator = end - 20;
  if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) throw unreadable();
  const record = Number(tail.readBigUInt64LE(locator + 8)) - start;
  if (record < 0 || record + 56 > tail.length) throw unreadable();
  if (tail.readUInt32LE(record) !== ZIP64_END_SIGNATURE) throw unreadable();
  return {
    size: Number(tail.readBigUInt64LE(record + 40)),
    offset: Number(tail.readBigUInt64LE(record + 48)),
  };
}

/** Sizes and offset a ZIP64 extra field holds for the fields its entry left at 0xFFFFFFFF. */
function zip64Fields(extra: Buffer, wanted: boolean[]): number[] {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      const values: number[] = [];
      let field = at + 4;
      for (const want of wanted) {
        if (!want) continue;
        if (field + 8 > at + 4 + length) throw unreadable();
        values.push(Number(extra.readBigUInt64LE(field)));
        field += 8;
      }
      return values;
    }
    at += 4 + length;
  }
  throw unreadable();
}

function parseDirectory(directory: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  for (let at = 0; at + 46 <= directory.length; ) {
    if (directory.readUInt32LE(at) !== ENTRY_SIGNATURE) throw unreadable();
    const flags = directory.readUInt16LE(at + 8);
    // Encrypted entries: a password-protected workbook is not something the import opens.
    if (flags & 1) throw unreadable();
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    let size = directory.readUInt32LE(at + 24);
    let compressedSize = directory.readUInt32LE(at + 20);
    let offset = directory.readUInt32LE(at + 42);
    const wide = [size === U32, compressedSize === U32, offset === U32];
    if (wide.some(Boolean)) {
      const values = zip64Fields(extra, wide);
      if (wide[0]) size = values.shift()!;
      if (wide[1]) compressedSize = values.shift()!;
      if (wide[2]) offset = values.shift()!;
    }
    entries.push({ name, method: directory.readUInt16LE(at + 10), compressedSize, size, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The zip's entries from its central directory at the end of the file: one pass to find it (only
 * the tail is kept), a second only when the directory does not fit in that tail.
 */
export async function readZipDirectory(open: () => Promise<Readable>): Promise<ZipEntry[]> {
  const { tail, start } = await readTail(await open());
  if (tail.length < 22) throw unreadable();
  const place = locateDirectory(tail, start);
  if (place.offset >= start && place.offset + place.size <= start + tail.length) {
    return parseDirectory(tail.subarray(place.offset - start, place.offset - start + place.size));
  }
  if (place.size > TAIL_BYTES * 16) throw unreadable();
  const cursor = new ByteCursor(await open());
  try {
    await cursor.skipTo(place.offset);
    return parseDirectory(await cursor.take(place.size));
  } finally {
    cursor.close();
  }
}

/** Past this many times its packed size an entry is no spreadsheet's (text XML packs ~5-20x). */
const MAX_RATIO = 200;
/** Smaller entries may pack as tightly as they like: they cannot cost much. */
const RATIO_FLOOR = 10 * 1024 * 1024;

/**
 * Refuses a zip by what its directory promises, before anything is inflated: more than
 * `maxUnpackedBytes` in all, or an entry packed absurdly tightly. Inflating then holds each entry
 * to its promise (zip-entries.ts), so a directory that lies is caught too.
 */
export function checkUnpackedSize(entries: readonly ZipEntry[], maxUnpackedBytes: number): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    const ratio = entry.size / Math.max(entry.compressedSize, 1);
    if (total > maxUnpackedBytes || (entry.size > RATIO_FLOOR && ratio > MAX_RATIO)) {
      throw zipBomb();
    }
  }
}
