import type { AppConfig } from '#server/config';

/**
 * Where the portal downloads a file: the files service's base URL as the portal is configured
 * with it (`SERVICE_URL_FILES`), so a separately deployed files service keeps working.
 */
export const fileUrl = (config: AppConfig, fileId: number) =>
  `${config.serviceUrls.files}/api/v1/files/${fileId}/content/`;
