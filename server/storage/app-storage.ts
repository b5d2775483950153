import { join } from 'node:path';
import type { AppConfig } from '#server/config';
import { diskFileStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { s3FileStorage } from './s3-storage';

/**
 * The one place that says where the server's files live (`STORAGE`): the files service, the
 * cleanup job and the demo seed must use the same store.
 */
export const appFileStorage = (config: Pick<AppConfig, 'dataDir' | 'storage'>): FileStorage =>
  config.storage.kind === 's3'
    ? s3FileStorage(config.storage)
    : diskFileStorage(join(config.dataDir, 'files'));

/** Where the files are, as the start-up line and the seed tell the operator. */
export const storageLabel = (config: Pick<AppConfig, 'dataDir' | 'storage'>): string =>
  config.storage.kind === 's3'
    ? `bucket ${config.storage.bucket} at ${config.storage.endpoint}`
    : join(config.dataDir, 'files');
