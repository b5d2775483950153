import { join } from 'node:path';
import type { AppConfig } from '#server/config';
import { diskFileStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

/**
 * The one place that says where the server's files live: the files service and the cleanup job
 * must use the same store. An object store would take the disk's place here.
 */
export const appFileStorage = (config: Pick<AppConfig, 'dataDir'>): FileStorage =>
  diskFileStorage(join(config.dataDir, 'files'));
