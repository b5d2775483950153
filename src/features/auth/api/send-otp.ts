import { useMutation } from '@tanstack/react-query';
import { authApi } from '#src/api/services';
import type { SendCodeResponse } from '#src/contracts/auth';

/** POST {auth}/api/v1/sms_auth/send_otp/ — texts a sign-in code to the login's phone. */
export function sendOtp(login: string): Promise<SendCodeResponse> {
  return authApi.post<SendCodeResponse>(
    '/api/v1/sms_auth/send_otp/',
    { login },
    { anonymous: true },
  );
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
