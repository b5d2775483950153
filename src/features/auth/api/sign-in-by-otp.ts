import { useMutation } from '@tanstack/react-query';
import { authApi } from '#src/api/services';
import { sessionFromAuth, setSession } from '#src/api/session';
import type { AuthResponse } from '#src/contracts/auth';

/** POST {auth}/api/v1/sms_auth/login_by_otp_code/ — answers the auth response. */
export function signInByOtp(request: { login: string; code: string }): Promise<AuthResponse> {
  return authApi.post<AuthResponse>('/api/v1/sms_auth/login_by_otp_code/', request, {
    anonymous: true,
  });
}

export function useSignInByOtp() {
  return useMutation({
    mutationFn: signInByOtp,
    onSuccess: (reply) => setSession(sessionFromAuth(reply)),
  });
}
