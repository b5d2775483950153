import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '#server/storage/file-storage';

/** A stored photo as an archive takes it: where it is, its size and when it was taken. */
export interface ZipPhoto {
  storage_key: string;
  size: number;
  created_at: Date;
}

export interface ArchiveEntry {
  name: string;
  photo: ZipPhoto;
}

/** The entries at once (one visit's), or batch by batch as a report reads them. */
type ArchiveEntries = readonly ArchiveEntry[] | AsyncIterable<readonly ArchiveEntry[]>;

/**
 * Photos are stored as they are (JPEG does not compress further), so every entry's size is
 * known and so is the archive's, before a byte is read: yazl answers it.
 */
const entryOptions = (photo: ZipPhoto) => ({
  compress: false,
  size: photo.size,
  mtime: photo.created_at,
});

/** The byte size of the archive `zipArchive` will stream for these entries. */
export function archiveSize(entries: readonly ArchiveEntry[]): number {
  const zip = new ZipFile();
  let total = -1;
  // The contents are never asked for: this archive is only measured, then dropped.
  for (const entry of entries)
    zip.addReadStreamLazy(entry.name, entryOptions(entry.photo), () => {});
  // @types/yazl omits the callback's argument, the size (yazl's README documents it).
  const end = zip.end as (options: undefined, measured: (size: number) => void) => void;
  end.call(zip, undefined, (size) => {
    total = size;
  });
  return total;
}

const isBatches = (entries: ArchiveEntries): entries is AsyncIterable<readonly ArchiveEntry[]> =>
  Symbol.asyncIterator in entries;

/**
 * A ZIP streamed entry by entry: one stored file open at a time, read as the client takes the
 * output (pipe back-pressure), so memory stays flat whatever the number of photos. Batches are
 * asked for one at a time, the next when the archive has reached the last entry of the one
 * before: never more than a batch of names is held. A missing or unreadable blob, or a failing
 * source of batches, fails the stream (the reader sees a broken file, never a wrong archive).
 */
export function zipArchive(storage: FileStorage, entries: ArchiveEntries): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  // The reader went away: stop reading the file being sent, and the batches.
  output.on('close', () => current?.destroy());

  const add = (entry: ArchiveEntry, opened?: () => void) => {
    zip.addReadStreamLazy(entry.name, entryOptions(entry.photo), (done) => {
      opened?.();
      // A failure is reported by destroying the output: yazl's own error path leaves it open.
      storage.get(entry.photo.storage_key).then((content) => {
        if (!content) return fail(new Error(`stored blob ${entry.photo.storage_key} is missing`));
        current = content;
        content.on('error', (error) => output.destroy(error));
        done(null, content);
      }, fail);
    });
  };

  if (!isBatches(entries)) {
    for (const entry of entries) add(entry);
    zip.end();
    return output;
  }
  const feed = async () => {
    for await (const batch of entries) {
      if (output.destroyed) return;
      if (batch.length === 0) continue;
      await new Promise<void>((reached) => {
        // Nobody reads any more: the last entry will never be reached.
        output.once('close', reached);
        const last = () => {
          output.off('close', reached);
          reached();
        };
        for (const [index, entry] of batch.entries()) {
          add(entry, index === batch.length - 1 ? last : undefined);
        }
      });
    }
    zip.end();
  };
  feed().catch(fail);
  return output;
}
