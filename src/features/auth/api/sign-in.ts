import { useMutation } from '@tanstack/react-query';
import { authApi } from '#src/api/services';
import { sessionFromAuth, setSession } from '#src/api/session';
import type { AuthResponse, LoginRequest } from '#src/contracts/auth';
import { getRuntimeConfig } from '#src/lib/runtime-config';
import { getCaptchaToken } from '../captcha';

/** POST {auth}/api/v1/auth/login/ */
export async function signIn(credentials: LoginRequest): Promise<AuthResponse> {
  return authApi.post<AuthResponse>('/api/v1/auth/login/', credentials, {
    anonymous: true,
    headers: {
      'X-Api-Key': getRuntimeConfig().apiKey,
      'X-Captcha-Token': await getCaptchaToken(),
    },
  });
}

/** Signs in and keeps the tokens and the user; the caller navigates on success. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (reply) => setSession(sessionFromAuth(reply)),
  });
}
