import sharp from 'sharp';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { files } from '#server/db/schema/index';
import type { FileRow } from '#server/files/file-access';
import { fileUrl } from '#server/files/file-url';
import type { ReceivedBlob } from '#server/files/uploads/receive-upload';
import { ApiError } from '#server/http/errors';
import type { FileStorage } from '#server/storage/file-storage';
import { FILE_MESSAGES, IMAGE_MIMES, notAllowedText, type StoredFile } from '#src/contracts/files';

/** Width and height from the image itself: a file that only looks like an image is refused. */
async function imageSize(storage: FileStorage, key: string) {
  const content = await storage.get(key);
  if (!content) throw new Error(`stored blob ${key} is missing`);
  try {
    const meta = await content.pipe(sharp()).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    content.destroy();
    throw new ApiError(415, FILE_MESSAGES.broken);
  }
}

/**
 * Registers a received upload as the caller's file, once `allowed` (the upload type's formats)
 * admits what its bytes say it is. Run it inside `discardOnError`.
 */
export async function saveUpload(
  db: Database,
  storage: FileStorage,
  blob: ReceivedBlob,
  options: { userId: number; allowed: readonly string[] },
): Promise<FileRow> {
  if (!options.allowed.includes(blob.mime)) {
    throw new ApiError(415, notAllowedText(options.allowed));
  }
  // A document (a planogram's PDF) has no pixels to measure.
  const image = (IMAGE_MIMES as readonly string[]).includes(blob.mime);
  const size = image ? await imageSize(storage, blob.key) : { width: null, height: null };
  const [row] = await db
    .insert(files)
    .values({
      storage_key: blob.key,
      original_name: blob.original_name,
      mime: blob.mime,
      size: blob.size,
      sha256: blob.sha256,
      user_id: options.userId,
      ...size,
    })
    .returning();
  return row;
}

/** Runs what decides an upload's fate; a refusal or failure removes the stored blobs. */
export async function discardOnError<T>(
  storage: FileStorage,
  blobs: readonly ReceivedBlob[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await Promise.all(blobs.map((blob) => storage.remove(blob.key)));
    throw error;
  }
}

export const fileReply = (config: AppConfig, row: FileRow): StoredFile => ({
  id: row.id,
  original_name: row.original_name,
  mime: row.mime,
  size: row.size,
  width: row.width,
  height: row.height,
  sha256: row.sha256,
  user_id: row.user_id,
  created_at: row.created_at.toISOString(),
  url: fileUrl(config, row.id),
});
