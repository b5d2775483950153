import type { Readable } from 'node:stream';

export interface StoredBlob {
  /** Where the blob lives, relative to the store; `files.storage_key`. */
  key: string;
  size: number;
  /** Hex SHA-256 of the content; the files service serves it as the ETag. */
  sha256: string;
}

/**
 * Where uploaded files live: on disk under `DATA_DIR/files` by default (disk-storage.ts), or in
 * an S3-compatible bucket (s3-storage.ts). Everything goes through streams, never a local path,
 * so previews, archives and downloads work the same on both.
 * Blobs are immutable: a key is written once and never overwritten.
 */
export interface FileStorage {
  /**
   * Stores the stream under a new key. If the stream fails (too large, refused format, client
   * gone), nothing is left behind and the stream's error is thrown.
   */
  put(stream: Readable): Promise<StoredBlob>;
  /**
   * Stores the stream under a key the caller names (derived blobs such as previews, which are
   * found again by their key). Written whole or not at all; when the key already exists the
   * stored blob stays and the new content is dropped (a derived blob is the same either way).
   */
  putAt(key: string, stream: Readable): Promise<void>;
  /** The blob's content, or undefined when there is no such key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes a blob; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Releases what the store holds open (an object store's connections). */
  close(): Promise<void>;
}
