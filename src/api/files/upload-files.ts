import { type BulkUpload, type BulkUploadObject, fileCalls } from '#src/contracts/files';
import { callApi } from '../call-api';

export interface UploadedFile {
  blob: Blob;
  name: string;
}

/**
 * The multipart body of a bulk upload: `objects` first, so the service knows where the files go
 * before their bytes arrive, then each file as a `file` part.
 */
function bulkUploadForm(
  objects: readonly BulkUploadObject[],
  files: readonly UploadedFile[],
): FormData {
  const form = new FormData();
  form.append('objects', JSON.stringify(objects));
  for (const file of files) form.append('file', file.blob, file.name);
  return form;
}

/**
 * POST {files}/api/v1/files/upload/list/ — stores every file and links each to every object in
 * one call (and one transaction): several files never end half attached. Answers the links'
 * ids, file by file, for the status re-check (file-link-status.ts).
 */
export function uploadFiles(
  objects: readonly BulkUploadObject[],
  files: readonly UploadedFile[],
): Promise<BulkUpload> {
  return callApi(fileCalls.uploadFiles, { body: bulkUploadForm(objects, files) });
}
