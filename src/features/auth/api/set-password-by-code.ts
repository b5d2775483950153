import { useMutation } from '@tanstack/react-query';
import { authApi } from '#src/api/services';

export interface SetPasswordByCodeRequest {
  login: string;
  code: string;
  password: string;
}

/** POST {auth}/api/v1/users/set_password_by_code/ — answers 204. */
export function setPasswordByCode(request: SetPasswordByCodeRequest): Promise<void> {
  return authApi.post<void>('/api/v1/users/set_password_by_code/', request, { anonymous: true });
}

export function useSetPasswordByCode() {
  return useMutation({ mutationFn: setPasswordByCode });
}
