import { mainApi } from '#src/api/services';
import type { SupportRequest } from '#src/contracts/support';

export interface NewSupportRequest {
  /** The caller; the service refuses anyone else and files it for the caller when absent. */
  user_id?: number;
  content: string;
  support_request_type_id: number;
  is_technical: boolean;
}

/** POST {main}/support_requests/ — form-encoded, as spec section 7 says; answers the ticket. */
export function createSupportRequest(ticket: NewSupportRequest): Promise<SupportRequest> {
  const body = new URLSearchParams({
    content: ticket.content,
    support_request_type_id: String(ticket.support_request_type_id),
    is_technical: String(ticket.is_technical),
  });
  if (ticket.user_id !== undefined) body.set('user_id', String(ticket.user_id));
  return mainApi.post<SupportRequest>('/support_requests/', body);
}
