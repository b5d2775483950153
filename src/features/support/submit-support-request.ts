import { uploadFiles } from '#src/api/files/upload-files';
import { createSupportRequest } from './api/create-support-request';

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
}

export interface SubmittedTicket {
  ticketId: number;
  /** The attachment's link, for the re-check after the upload; empty without one. */
  attachmentLinkIds: number[];
}

/**
 * Spec section 7: the form-encoded ticket, then with an attachment its upload, which links it to
 * the ticket in the same call (the bulk upload: the file is never kept without its link). The
 * two calls cannot be one transaction: `progress` records the ticket once created, so that
 * sending again after a failed upload attaches the file to it instead of filing a second one.
 */
export async function submitSupportRequest(
  input: SupportTicketInput,
  progress: SubmitProgress,
): Promise<SubmittedTicket> {
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
  if (!input.attachment) return { ticketId, attachmentLinkIds: [] };
  const uploaded = await uploadFiles(
    [{ generic_type: 'SUPPORT_REQUEST', generic_id: ticketId }],
    [{ blob: input.attachment, name: input.attachment.name }],
  );
  return { ticketId, attachmentLinkIds: uploaded.file_link_ids };
}
