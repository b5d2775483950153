import { callApi } from '#src/api/call-api';
import { type SupportRequest, supportCalls } from '#src/contracts/support';

export interface NewSupportRequest {
  /** The caller; the service refuses anyone else and files it for the caller when absent. */
  user_id?: number;
  content: string;
  support_request_type_id: number;
  is_technical: boolean;
}

/** POST {main}/support_requests/ — form-encoded, as spec section 7 says; answers the ticket. */
export function createSupportRequest(ticket: NewSupportRequest): Promise<SupportRequest> {
  return callApi(supportCalls.createSupportRequest, { body: ticket });
}
