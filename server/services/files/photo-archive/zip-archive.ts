import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '#server/storage/file-storage';
import type { ArchivePhoto } from './archive-photos';

export interface ArchiveEntry {
  name: string;
  photo: ArchivePhoto;
}

/**
 * Photos are stored as they are (JPEG does not compress further), so every entry's size is
 * known and so is the archive's, before a byte is read: yazl answers it.
 */
const entryOptions = (photo: ArchivePhoto) => ({
  compress: false,
  size: photo.size,
  mtime: photo.created_at,
});

/** The byte size of the archive `zipArchive` will stream for these entries. */
export function archiveSize(entries: ArchiveEntry[]): number {
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

/**
 * A ZIP streamed entry by entry: one stored file open at a time, read as the client takes the
 * output (pipe back-pressure), so memory stays flat whatever the number of photos. A missing or
 * unreadable blob fails the stream (the client sees a broken download, never a wrong archive).
 */
export function zipArchive(storage: FileStorage, entries: ArchiveEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | undefined;
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  // The client went away: stop reading the file being sent.
  output.on('close', () => current?.destroy());
  for (const { name, photo } of entries) {
    zip.addReadStreamLazy(name, entryOptions(photo), (done) => {
      // A failure is reported by destroying the output: yazl's own error path leaves it open.
      storage.get(photo.storage_key).then((content) => {
        if (!content) return fail(new Error(`stored blob ${photo.storage_key} is missing`));
        current = content;
        content.on('error', (error) => output.destroy(error));
        done(null, content);
      }, fail);
    });
  }
  zip.end();
  return output;
}
