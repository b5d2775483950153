import { filesApi } from '#src/api/services';
import type { StoredFile, UploadType } from '#src/contracts/files';

export interface UploadFileParams {
  file: File;
  type: UploadType;
  objectId: number;
  userId?: number;
}

/**
 * POST {files}/api/v2/files/upload/ — multipart (spec section 3, "File upload"). The fields go
 * before the file so that the service knows the target before the bytes arrive.
 */
export function uploadFile({
  file,
  type,
  objectId,
  userId,
}: UploadFileParams): Promise<StoredFile> {
  const form = new FormData();
  form.append('type', type);
  form.append('object_id', String(objectId));
  if (userId !== undefined) form.append('user_id', String(userId));
  form.append('file', file, file.name);
  return filesApi.upload<StoredFile>('/api/v2/files/upload/', form);
}
