import { useMutation } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { sessionFromAuth, setSession } from '#src/api/session';
import type { AuthResponse, LoginRequest } from '#src/contracts/auth';
import { authAddresses } from '#src/contracts/auth-constants';
import { getRuntimeConfig } from '#src/lib/runtime-config';
import { getCaptchaToken } from '../captcha';

/** POST {auth}/api/v1/auth/login/ */
async function signIn(credentials: LoginRequest): Promise<AuthResponse> {
  return callApi(authAddresses.signIn, {
    body: credentials,
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
