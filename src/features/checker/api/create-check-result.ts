import { checkerApi, filesApi, mainApi } from '../../../api/services';
import type { CheckResult, CheckResultCreate } from '../../../contracts/checker';
import type { FileLink, StoredFile } from '../../../contracts/files';

/** Headers of a write the outbox may replay: the server runs one key once. */
const keyed = (idempotencyKey?: string) =>
  idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined;

/** POST {checker}/api/v1/check_list_result/create/ — answers the saved check. */
export async function createCheckResult(
  body: CheckResultCreate,
  idempotencyKey?: string,
): Promise<CheckResult> {
  const reply = await checkerApi.post<{ check_list_result: CheckResult }>(
    '/api/v1/check_list_result/create/',
    body,
    keyed(idempotencyKey),
  );
  return reply.check_list_result;
}

export interface CheckPhotoTarget {
  resultId: number;
  visitId: number;
}

/** POST {files}/api/v2/files/upload/ — a photo of a check result (type check_list_result). */
export function uploadCheckPhoto(
  photo: Blob,
  target: CheckPhotoTarget,
  idempotencyKey?: string,
): Promise<StoredFile> {
  const form = new FormData();
  form.append('type', 'check_list_result');
  form.append('object_id', String(target.resultId));
  form.append('visit_id', String(target.visitId));
  const name = photo instanceof File ? photo.name : 'check-photo.jpg';
  form.append('file', photo, name);
  return filesApi.upload<StoredFile>('/api/v2/files/upload/', form, keyed(idempotencyKey));
}

/** POST {main}/file_links/ — links an uploaded photo to the check result. */
export function linkCheckPhoto(
  fileId: number,
  resultId: number,
  idempotencyKey?: string,
): Promise<FileLink> {
  return mainApi.post<FileLink>(
    '/file_links/',
    { generic_type: 'CHECK_LIST_RESULT', generic_id: resultId, file_id: fileId },
    keyed(idempotencyKey),
  );
}
