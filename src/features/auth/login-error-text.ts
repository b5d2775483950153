import { t } from '@lingui/core/macro';
import { ApiError, isRecord } from '#src/api/api-error';
import { AUTH_ERRORS } from '#src/contracts/auth-constants';

/**
 * What the sign-in screens show for a failed call (spec section 8): the auth service's known
 * replies in Russian, otherwise the error's message, the reply's detail or 'Неизвестная ошибка'.
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const data = isRecord(error.data) ? error.data : {};
    const said = [error.message, data.detail, data.error];
    if (said.includes(AUTH_ERRORS.tooManyTries)) {
      return t`Превышен лимит попыток. Повторите через 5 минут`;
    }
    if (said.includes(AUTH_ERRORS.unauthorized)) return t`Неправильный логин или пароль`;
    if (said.includes(AUTH_ERRORS.wrongCode)) return t`Неверный код из СМС`;
    if (said.includes(AUTH_ERRORS.resendTooSoon)) {
      return t`Новый код можно запросить чуть позже`;
    }
    if (error.message) return error.message;
    if (typeof data.detail === 'string' && data.detail) return data.detail;
  }
  return t`Неизвестная ошибка`;
}
