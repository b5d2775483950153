import { useMutation } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { SendCodeResponse } from '#src/contracts/auth';
import { authAddresses } from '#src/contracts/auth-constants';

/** POST {auth}/api/v1/users/reset_password_code/ — texts a password-reset code. */
function sendResetCode(login: string): Promise<SendCodeResponse> {
  return callApi(authAddresses.sendResetCode, { body: { login }, anonymous: true });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
