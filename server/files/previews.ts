import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { FileStorage } from '#server/storage/file-storage';
import { PHOTO_SIZES, type PhotoSize } from '#src/contracts/files';
import type { FileRow } from './file-access';

/** What a preview is written as: the original's format, except GIF (a still PNG frame). */
const OUTPUT = {
  'image/jpeg': { format: 'jpeg', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { format: 'png', mime: 'image/png', ext: 'png' },
  'image/webp': { format: 'webp', mime: 'image/webp', ext: 'webp' },
  'image/gif': { format: 'png', mime: 'image/png', ext: 'png' },
} as const;
type Output = (typeof OUTPUT)[keyof typeof OUTPUT];

const outputOf = (mime: string): Output | undefined => OUTPUT[mime as keyof typeof OUTPUT];

export interface Preview {
  content: Readable;
  mime: string;
  name: string;
}

/**
 * Beside the original, keyed by file id and size. The content hash is part of the key because
 * one storage folder can outlive or be shared by several databases (a restored backup, the test
 * databases), where the same id may name another file: a preview can never be another's.
 */
export const previewKey = (file: Pick<FileRow, 'id' | 'sha256' | 'mime'>, size: PhotoSize) =>
  `previews/${file.id}/${size}-${file.sha256.slice(0, 16)}.${outputOf(file.mime)?.ext ?? 'bin'}`;

const previewName = (original: string, size: PhotoSize, output: Output) =>
  `${original.replace(/\.[^.]*$/, '')}-${size}.${output.ext}`;

/**
 * Resized previews, made on first request and then served from storage, never made again.
 * On first request rather than at upload: an upload answers at once (field uploads run on slow
 * links against a 30 s time-out), sizes nobody opens cost nothing, and files that never passed
 * through the upload call (demo data, imports) get previews too.
 * Two requests for a missing preview share one generation (`pending`, per process); across
 * processes the storage's keyed write keeps the first complete blob (putAt).
 */
export function previewStore(storage: FileStorage, log: FastifyBaseLogger) {
  const pending = new Map<string, Promise<void>>();

  async function generate(file: FileRow, size: PhotoSize, key: string, output: Output) {
    const original = await storage.get(file.storage_key);
    if (!original) throw new Error(`stored file ${file.id} is missing`);
    const { width, height, fit } = PHOTO_SIZES[size];
    const resize = sharp()
      // Phone photos carry their orientation in EXIF; the preview is turned upright instead.
      .rotate()
      .resize({ width, height, fit, withoutEnlargement: fit !== 'cover' })
      .toFormat(output.format);
    original.on('error', (error) => resize.destroy(error));
    await storage.putAt(key, original.pipe(resize));
    log.info({ fileId: file.id, size }, 'preview generated');
  }

  return {
    /** The preview, or undefined when the file is not an image the store can resize. */
    async get(file: FileRow, size: PhotoSize): Promise<Preview | undefined> {
      const output = outputOf(file.mime);
      if (!output) return undefined;
      const key = previewKey(file, size);
      const preview = (content: Readable): Preview => ({
        content,
        mime: output.mime,
        name: previewName(file.original_name, size, output),
      });
      const stored = await storage.get(key);
      if (stored) return preview(stored);
      let job = pending.get(key);
      if (!job) {
        job = generate(file, size, key, output).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      try {
        await job;
      } catch (error) {
        // A file sharp cannot read is still served: as its original.
        log.warn({ fileId: file.id, size, err: error }, 'preview not generated');
        return undefined;
      }
      const made = await storage.get(key);
      return made ? preview(made) : undefined;
    },
  };
}
export type PreviewStore = ReturnType<typeof previewStore>;
