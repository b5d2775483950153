import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { recheckUploadedLinks } from '#src/api/files/file-link-status';
import { supportKeys } from './query-keys';
import {
  type SubmitProgress,
  type SupportTicketInput,
  submitSupportRequest,
} from './submit-support-request';

/**
 * Sends a ticket (and its attachment) and remembers how far it got: after a failure past the
 * ticket itself, `createdTicketId` is set and sending again only finishes the attachment.
 */
export function useSubmitSupportRequest() {
  const queryClient = useQueryClient();
  const progress = useRef<SubmitProgress>({});
  const [createdTicketId, setCreatedTicketId] = useState<number>();
  const mutation = useMutation({
    mutationFn: (input: SupportTicketInput) => submitSupportRequest(input, progress.current),
    onSuccess: ({ attachmentLinkIds }) => {
      progress.current = {};
      setCreatedTicketId(undefined);
      // The list shows the attachment again once the service says it is ready.
      void recheckUploadedLinks(queryClient, attachmentLinkIds, supportKeys.requests.all);
    },
    onError: () => setCreatedTicketId(progress.current.ticketId),
    // A ticket may exist even when a later step failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.requests.all }),
  });
  return { ...mutation, createdTicketId };
}
