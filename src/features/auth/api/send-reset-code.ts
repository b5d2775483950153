import { useMutation } from '@tanstack/react-query';
import { authApi } from '#src/api/services';
import type { SendCodeResponse } from '#src/contracts/auth';

/** POST {auth}/api/v1/users/reset_password_code/ — texts a password-reset code. */
export function sendResetCode(login: string): Promise<SendCodeResponse> {
  return authApi.post<SendCodeResponse>(
    '/api/v1/users/reset_password_code/',
    { login },
    { anonymous: true },
  );
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
