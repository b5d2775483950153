import type { CheckResult, CheckResultCreate } from '../../contracts/checker';
import { createCheckResult, linkCheckPhoto, uploadCheckPhoto } from './api/create-check-result';

/** What the check list panel saves: the check itself and the photos attached to it. */
export interface SaveCheckResultInput {
  visit_id: number;
  check_list_id: number;
  result: CheckResultCreate['result'];
  comment: string | null;
  answers: { param_id: number; accepted: boolean; comment: string | null }[];
  /** Images to attach to the result, uploaded after it is created. */
  photos: Blob[];
}

/**
 * The one way a check is saved: creates the check list result, then uploads each photo (type
 * check_list_result) and links it to the result. Every write goes through the one HTTP layer;
 * the offline outbox is meant to take this function's place for queued checks.
 */
export async function saveCheckResult(input: SaveCheckResultInput): Promise<CheckResult> {
  const { photos, ...body } = input;
  const result = await createCheckResult(body);
  for (const photo of photos) {
    const file = await uploadCheckPhoto(photo, { resultId: result.id, visitId: input.visit_id });
    await linkCheckPhoto(file.id, result.id);
  }
  return result;
}
