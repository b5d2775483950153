import { createFileLink } from './api/create-file-link';
import { createSupportRequest } from './api/create-support-request';
import { uploadFile } from './api/upload-file';

export interface SupportTicketInput {
  /** The signed-in user; without it the services take the caller. */
  userId?: number;
  typeId: number;
  isTechnical: boolean;
  content: string;
  attachment: File | null;
}

/** What has been done of a submission: the steps already through are not repeated on retry. */
export interface SubmitProgress {
  ticketId?: number;
  /** The attachment uploaded and its stored id (a different file chosen since is uploaded anew). */
  upload?: { file: File; id: number };
}

/**
 * Spec section 7: the form-encoded ticket, then with an attachment the upload (object id = the
 * ticket) and the file link. Three calls that cannot be one transaction: `progress` records each
 * step as it succeeds, so that sending again after a failed upload attaches the file to the
 * ticket already created instead of filing a second one.
 */
export async function submitSupportRequest(
  input: SupportTicketInput,
  progress: SubmitProgress,
): Promise<number> {
  if (progress.ticketId === undefined) {
    const ticket = await createSupportRequest({
      user_id: input.userId,
      content: input.content.trim(),
      support_request_type_id: input.typeId,
      is_technical: input.isTechnical,
    });
    progress.ticketId = ticket.id;
  }
  const ticketId = progress.ticketId;
  if (!input.attachment) return ticketId;
  if (progress.upload?.file !== input.attachment) {
    const stored = await uploadFile({
      file: input.attachment,
      type: 'support_request',
      objectId: ticketId,
      userId: input.userId,
    });
    progress.upload = { file: input.attachment, id: stored.id };
  }
  await createFileLink({
    generic_type: 'SUPPORT_REQUEST',
    generic_id: ticketId,
    file_id: progress.upload.id,
    is_preview: false,
  });
  return ticketId;
}
