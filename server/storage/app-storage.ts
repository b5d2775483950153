import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig, S3Config } from '#server/config';
import { diskFileStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

/**
 * The one place that says where the server's files live (`STORAGE`): the files service, the
 * cleanup job and the demo seed must use the same store.
 */
export const appFileStorage = (config: Pick<AppConfig, 'dataDir' | 'storage'>): FileStorage =>
  config.storage.kind === 's3'
    ? lazyS3Storage(config.storage)
    : diskFileStorage(join(config.dataDir, 'files'));

/**
 * The S3 store, its SDK imported only where it is configured: half a second of imports that
 * every start (and every test file) on the disk store would otherwise pay for nothing. The
 * import starts at once, so it is done long before the first request.
 */
function lazyS3Storage(config: S3Config): FileStorage {
  const loaded = import('./s3-storage').then((module) => module.s3FileStorage(config));
  // Nothing reads it before the first call: a failed import (a broken install) is that call's.
  loaded.catch(() => undefined);
  /** A stream that fails while the import is still under way is that store call's error. */
  const held = async <T>(stream: Readable, call: (store: FileStorage) => Promise<T>) => {
    const quiet = () => {};
    stream.on('error', quiet);
    try {
      return await call(await loaded);
    } finally {
      stream.off('error', quiet);
    }
  };
  return {
    put: (stream) => held(stream, (store) => store.put(stream)),
    putAt: (key, stream) => held(stream, (store) => store.putAt(key, stream)),
    get: async (key) => (await loaded).get(key),
    remove: async (key) => (await loaded).remove(key),
    close: async () => (await loaded).close(),
  };
}

/** Where the files are, as the start-up line and the seed tell the operator. */
export const storageLabel = (config: Pick<AppConfig, 'dataDir' | 'storage'>): string =>
  config.storage.kind === 's3'
    ? `bucket ${config.storage.bucket} at ${config.storage.endpoint}`
    : join(config.dataDir, 'files');
