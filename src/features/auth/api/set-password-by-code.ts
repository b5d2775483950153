import { useMutation } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { authAddresses } from '#src/contracts/auth-constants';

interface SetPasswordByCodeRequest {
  login: string;
  code: string;
  password: string;
}

/** POST {auth}/api/v1/users/set_password_by_code/ — answers 204. */
async function setPasswordByCode(request: SetPasswordByCodeRequest): Promise<void> {
  await callApi(authAddresses.setPasswordByCode, { body: request, anonymous: true });
}

export function useSetPasswordByCode() {
  return useMutation({ mutationFn: setPasswordByCode });
}
