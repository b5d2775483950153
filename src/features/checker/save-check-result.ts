import { ApiError } from '#src/api/api-error';
import { dropEmptyValues } from '#src/api/client';
import { getSessionUser } from '#src/api/session';
import { addressOf } from '#src/contracts/calls';
import { type CheckResult, type CheckResultCreate, checkerCalls } from '#src/contracts/checker';
import { type BulkUpload, fileCalls } from '#src/contracts/files';
import { outboxApiError } from '#src/offline/outbox-api-error';
import { addToOutbox, discardQueued, sendQueued } from '#src/offline/outbox-commands';
import { fromPart } from '#src/offline/outbox-refs';
import type { NewItem, NewPart } from '#src/offline/outbox-store';
import { type ResizeOptions, resizePhoto } from '#src/offline/resize-photo';

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

/** The visit project's photo size (visit details' photo_upload); defaults when absent. */
export interface SaveCheckResultOptions {
  photoSize?: ResizeOptions;
  /** The visit's number, for the outbox to name it by. */
  visitNumber?: string;
}

/**
 * The id of a check that is saved on the device and waits in the outbox for the network: the
 * server has not numbered it yet. See {@link isQueuedCheckResult}.
 */
const QUEUED_CHECK_RESULT_ID = 0;

export const isQueuedCheckResult = (result: CheckResult): boolean =>
  result.id === QUEUED_CHECK_RESULT_ID;

/** A saved check and the links of its photos, when they arrived with it (for the re-check). */
export interface SavedCheck {
  result: CheckResult;
  photoLinkIds: number[];
}

/**
 * The one way a check is saved, through the offline outbox: the check and its photos (resized on
 * the device first) are stored durably, then sent — the check, then all its photos in one bulk
 * upload that links them to the check, each call under its own Idempotency-Key, so a replay
 * after a lost answer never saves twice.
 *
 * Answers the saved check when it arrived at once. When it could not (offline, no answer, 5xx),
 * it stays queued, is sent when the connection returns, and the answer is a stand-in with
 * {@link QUEUED_CHECK_RESULT_ID}. A refusal of the check itself (validation, 403…) comes back as
 * the ApiError, and nothing stays queued: the checker corrects the form and saves again.
 */
export async function saveCheckResult(
  input: SaveCheckResultInput,
  options: SaveCheckResultOptions = {},
): Promise<SavedCheck> {
  const user = getSessionUser();
  if (!user) throw new ApiError(1, 401, 'Unauthorized', { detail: 'Unauthorized' });
  const photos = await Promise.all(
    input.photos.map((photo) => resizePhoto(photo, options.photoSize)),
  );
  const id = await addToOutbox(checkResultItem(user.id, input, photos, options.visitNumber));
  const outcome = await sendQueued(id);
  if (outcome.status === 'arrived') {
    const [created, uploaded] = (outcome.responses ?? []) as [
      { check_list_result?: CheckResult }?,
      Partial<BulkUpload>?,
    ];
    return {
      result: created?.check_list_result ?? standIn(input),
      photoLinkIds: uploaded?.file_link_ids ?? [],
    };
  }
  if (outcome.status === 'failed' && outcome.item.error?.part === 0 && outcome.item.error) {
    await discardQueued(id);
    throw outboxApiError(outcome.item.error);
  }
  // A photo the server refused after the check arrived shows on the outbox page, with retry.
  return { result: standIn(input), photoLinkIds: [] };
}

/** The outbox item of a check: the check, then its photos' upload, linked to it in that call. */
function checkResultItem(
  ownerUserId: number,
  input: SaveCheckResultInput,
  photos: readonly Blob[],
  visitNumber: string | undefined,
): NewItem {
  const { photos: _originals, ...body } = input;
  const check: NewPart = {
    ...addressOf(checkerCalls.createCheckResult),
    json: dropEmptyValues(body),
    completesRecord: true,
  };
  const objects = [
    { generic_type: 'CHECK_LIST_RESULT', generic_id: fromPart(0, 'check_list_result.id') },
  ];
  return {
    ownerUserId,
    summary: { kind: 'check-result', visitId: input.visit_id, visitNumber, photos: photos.length },
    parts:
      photos.length === 0
        ? [check]
        : [
            check,
            {
              ...addressOf(fileCalls.uploadFiles),
              multipart: {
                fields: { objects },
                files: photos.map((blob, index) => ({
                  field: 'file',
                  blob,
                  name: `check-photo-${index + 1}.jpg`,
                })),
              },
              completesRecord: photos.length,
            },
          ],
  };
}

function standIn(input: SaveCheckResultInput): CheckResult {
  return {
    id: QUEUED_CHECK_RESULT_ID,
    visit_id: input.visit_id,
    check_list_id: input.check_list_id,
    check_list_name: '',
    result: input.result,
    comment: input.comment,
    user: null,
    created_at: new Date().toISOString(),
    answers: input.answers,
  };
}
