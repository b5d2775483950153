import { useMutation } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { sessionFromAuth, setSession } from '#src/api/session';
import type { AuthResponse } from '#src/contracts/auth';
import { authAddresses } from '#src/contracts/auth-constants';

/** POST {auth}/api/v1/sms_auth/login_by_otp_code/ — answers the auth response. */
function signInByOtp(request: { login: string; code: string }): Promise<AuthResponse> {
  return callApi(authAddresses.signInByOtp, { body: request, anonymous: true });
}

export function useSignInByOtp() {
  return useMutation({
    mutationFn: signInByOtp,
    onSuccess: (reply) => setSession(sessionFromAuth(reply)),
  });
}
