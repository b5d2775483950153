import { FetchError } from 'ofetch';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateDefaultLocale } from '#src/lib/i18n';
import { ApiError, errorText, loadErrorText, replyMessage, toApiError } from './api-error';

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

  it("says 'Ошибка сети' when the request never reached a server, not when it timed out", () => {
    const dropped = new FetchError('request failed', { cause: new TypeError('Failed to fetch') });
    const network = toApiError(dropped);
    expect(network).toMatchObject({ code: 100, status: 500, network: true });
    expect(errorText(network)).toBe('Ошибка сети');
    expect(loadErrorText(network)).toBe('Ошибка сети');

    const timedOut = new FetchError('request failed', {
      cause: new DOMException('Timed out', 'TimeoutError'),
    });
    expect(toApiError(timedOut)).toMatchObject({ code: 100, network: false });
    expect(errorText(toApiError(timedOut))).toBe(
      'Сбой при загрузке данных. Попробуйте обновить страницу',
    );
  });

  it("says 'Ошибка сети' for any failure without a reply while the browser is offline", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const timedOut = new FetchError('request failed', {
        cause: new DOMException('Timed out', 'TimeoutError'),
      });
      expect(errorText(toApiError(timedOut))).toBe('Ошибка сети');
      // A reply is a reply, even if the browser then thinks it is offline.
      expect(errorText(toApiError(fetchError(404, { detail: 'Нет' })))).toBe('Нет');
    } finally {
      onLine.mockRestore();
    }
  });

  it("gives a 5xx reply's status, not its text, as the message (the body stays as data)", () => {
    const body = { detail: 'Internal error' };
    expect(toApiError(fetchError(500, body))).toMatchObject({
      code: 1,
      status: 500,
      message: 'Статус ошибки: 500',
      data: body,
    });
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
    expect(errorText(new ApiError(2, 403, 'Статус ошибки: 403', undefined))).toBe(
      'Статус ошибки: 403',
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

describe('errorText of a failure of the service', () => {
  it('shows the status, whatever the body says', () => {
    const data = { detail: 'Internal error', errors: [{ field: 'x', message: 'NullPointer' }] };
    expect(errorText(new ApiError(1, 500, 'Internal error', data))).toBe('Статус ошибки: 500');
  });

  it('leaves the no-reply text as it is (code 100 carries status 500 too)', () => {
    const noReply = toApiError(new TypeError('Failed to fetch'));
    expect(errorText(noReply)).toBe('Сбой при загрузке данных. Попробуйте обновить страницу');
  });
});

describe('loadErrorText', () => {
  it("says 'Ничего не найдено' for any 404", () => {
    expect(
      loadErrorText(new ApiError(1, 404, 'Визит не найден', { detail: 'Визит не найден' })),
    ).toBe('Ничего не найдено');
    expect(loadErrorText(new ApiError(2, 404, 'Статус ошибки: 404', undefined))).toBe(
      'Ничего не найдено',
    );
  });

  it('gives the load-failure text for a 5xx, with or without a body', () => {
    const text = 'Не удалось подгрузить данные. Обновите страницу';
    expect(loadErrorText(new ApiError(1, 500, 'x', { detail: 'Internal error' }))).toBe(text);
    expect(loadErrorText(new ApiError(2, 502, 'Статус ошибки: 502', undefined))).toBe(text);
  });

  it('follows errorText otherwise: the reason of a refusal, the no-reply text, a defect', () => {
    expect(loadErrorText(new ApiError(1, 403, 'Нет доступа', { detail: 'Нет доступа' }))).toBe(
      'Нет доступа',
    );
    expect(loadErrorText(toApiError(new TypeError('Failed to fetch')))).toBe(
      'Сбой при загрузке данных. Попробуйте обновить страницу',
    );
    expect(loadErrorText(new TypeError('x is undefined'))).toBe('Неизвестная ошибка');
  });
});
