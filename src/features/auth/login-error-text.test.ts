import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error';
import { activateDefaultLocale } from '#src/lib/i18n';
import { loginErrorText } from './login-error-text';

beforeAll(() => activateDefaultLocale());

const replied = (status: number, data: Record<string, unknown>, message = '') =>
  new ApiError(1, status, message, data);

describe('loginErrorText', () => {
  it('translates the lock-out', () => {
    const error = replied(
      429,
      { detail: 'Too many tries. Repeat in 5 min' },
      'Too many tries. Repeat in 5 min',
    );
    expect(loginErrorText(error)).toBe('Превышен лимит попыток. Повторите через 5 минут');
  });

  it('translates Unauthorized, wherever the reply put it', () => {
    expect(loginErrorText(replied(401, { detail: 'Unauthorized' }, 'Unauthorized'))).toBe(
      'Неправильный логин или пароль',
    );
    expect(loginErrorText(replied(401, { error: 'Unauthorized' }, 'Something else'))).toBe(
      'Неправильный логин или пароль',
    );
  });

  it('otherwise shows the message, then the detail, then the unknown-error text', () => {
    expect(loginErrorText(new ApiError(2, 502, 'Статус ошибки: 502', undefined))).toBe(
      'Статус ошибки: 502',
    );
    expect(loginErrorText(replied(400, { detail: 'Пользователь заблокирован' }))).toBe(
      'Пользователь заблокирован',
    );
    expect(loginErrorText(replied(400, {}))).toBe('Неизвестная ошибка');
    expect(loginErrorText(new Error('boom'))).toBe('Неизвестная ошибка');
  });
});
