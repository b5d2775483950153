import { FetchError } from 'ofetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale } from '../lib/i18n';
import { ApiError, errorText, replyMessage, toApiError } from './api-error';

beforeAll(() => activateDefaultLocale());

/** A FetchError as ofetch builds it: `response` and `data` are getters over the reply. */
function fetchError(status: number | undefined, data?: unknown): FetchError {
  const error = new FetchError('request failed');
  const response = status === undefined ? undefined : { status };
  Object.defineProperty(error, 'response', { get: () => response });
  Object.defineProperty(error, 'data', { get: () => data });
  return error;
}

describe('toApiError', () => {
  it('gives code 1 and the reply message for a reply with a body', () => {
    const body = { detail: 'Проект не найден' };
    const error = toApiError(fetchError(404, body));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1, status: 404, message: 'Проект не найден', data: body });
  });

  it('gives code 2 with the status for a reply without a body', () => {
    expect(toApiError(fetchError(502, undefined))).toMatchObject({
      code: 2,
      status: 502,
      message: 'Статус ошибки: 502',
      data: undefined,
    });
    // An empty or non-JSON body (a proxy's HTML page) counts as none.
    expect(toApiError(fetchError(503, '<html>Bad gateway</html>'))).toMatchObject({ code: 2 });
    expect(toApiError(fetchError(500, ''))).toMatchObject({ code: 2 });
  });

  it('gives code 100, status 500 when there was no reply at all', () => {
    expect(toApiError(fetchError(undefined))).toMatchObject({
      code: 100,
      status: 500,
      message: 'Сбой при загрузке данных. Попробуйте обновить страницу',
    });
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({ code: 100 });
  });

  it('keeps the original error as the cause', () => {
    const original = fetchError(400, { detail: 'x' });
    expect(toApiError(original).cause).toBe(original);
  });
});

describe('replyMessage', () => {
  it('takes detail first', () => {
    expect(replyMessage({ detail: 'Bad data', errors: [{ field: 'a', message: 'A' }] })).toBe(
      'Bad data',
    );
  });

  it('then error', () => {
    expect(replyMessage({ error: 'Unauthorized' })).toBe('Unauthorized');
    expect(replyMessage({ error: { message: 'Token expired' } })).toBe('Token expired');
  });

  it('then a list of errors, joined with ", "', () => {
    expect(
      replyMessage({
        errors: [
          { field: 'login', message: 'Логин занят' },
          { field: 'phone', message: 'Неверный формат телефона' },
        ],
      }),
    ).toBe('Логин занят, Неверный формат телефона');
    expect(replyMessage({ errors: ['Первая', 'Вторая'] })).toBe('Первая, Вторая');
  });

  it('then message, then a message map', () => {
    expect(replyMessage({ message: 'Something failed' })).toBe('Something failed');
    expect(
      replyMessage({
        login: ['Поле обязательно для заполнения'],
        phone: 'Неверный формат телефона',
      }),
    ).toBe('Поле обязательно для заполнения, Неверный формат телефона');
  });

  it('reads FastAPI-style detail lists', () => {
    expect(replyMessage({ detail: [{ loc: ['body', 'login'], msg: 'field required' }] })).toBe(
      'field required',
    );
  });

  it('is empty when the body says nothing readable', () => {
    expect(replyMessage({ statusCode: 500 })).toBe('');
    expect(replyMessage({ detail: '' })).toBe('');
  });
});

describe('errorText', () => {
  it('joins the messages of the errors list with a comma first', () => {
    const error = new ApiError(1, 400, 'Validation failed', {
      detail: 'Validation failed',
      errors: [
        { field: 'name', message: 'Имя обязательно' },
        { field: 'code', message: 'Код занят' },
      ],
    });
    expect(errorText(error)).toBe('Имя обязательно, Код занят');
  });

  it('else uses the error message', () => {
    expect(errorText(new ApiError(2, 503, 'Статус ошибки: 503', undefined))).toBe(
      'Статус ошибки: 503',
    );
  });

  it('else the detail', () => {
    expect(errorText(new ApiError(1, 400, '', { detail: 'Нет доступа' }))).toBe('Нет доступа');
  });

  it("else 'Неизвестная ошибка', also for anything that is not an ApiError", () => {
    expect(errorText(new ApiError(1, 400, '', { statusCode: 400 }))).toBe('Неизвестная ошибка');
    expect(errorText(new TypeError('x is undefined'))).toBe('Неизвестная ошибка');
    expect(errorText(undefined)).toBe('Неизвестная ошибка');
  });
});
