import { t } from '@lingui/core/macro';
import { ApiError, isRecord } from '../../api/api-error';

/** The auth service's own wording, which the login screen translates (spec section 8). */
const LOCKED_OUT = 'Too many tries. Repeat in 5 min';
const UNAUTHORIZED = 'Unauthorized';

/**
 * What the login screen shows for a failed sign-in: the two known replies in Russian, otherwise
 * the error's message, the reply's detail or 'Неизвестная ошибка'.
 */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const data = isRecord(error.data) ? error.data : {};
    const said = [error.message, data.detail, data.error];
    if (said.includes(LOCKED_OUT)) return t`Превышен лимит попыток. Повторите через 5 минут`;
    if (said.includes(UNAUTHORIZED)) return t`Неправильный логин или пароль`;
    if (error.message) return error.message;
    if (typeof data.detail === 'string' && data.detail) return data.detail;
  }
  return t`Неизвестная ошибка`;
}
