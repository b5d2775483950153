import { useMutation } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import type { SendCodeResponse } from '#src/contracts/auth';
import { authAddresses } from '#src/contracts/auth-constants';

/** POST {auth}/api/v1/sms_auth/send_otp/ — texts a sign-in code to the login's phone. */
function sendOtp(login: string): Promise<SendCodeResponse> {
  return callApi(authAddresses.sendOtp, { body: { login }, anonymous: true });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
