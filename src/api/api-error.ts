import { t } from '@lingui/core/macro';
import { FetchError } from 'ofetch';

/**
 * 1 — the service replied with a body; 2 — it replied without one; 100 — no reply at all
 * (network failure or time-out). Spec section 8.
 */
export type ApiErrorCode = 1 | 2 | 100;

/** Every failed call of the HTTP layer rejects with this: `{ code, data, message, status }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number;
  /** The reply body as parsed (JSON object or array); `undefined` without one. */
  readonly data: unknown;
  /**
   * No reply because the request never reached a server (offline, a dropped connection, no
   * route to the host), as opposed to a server that did not answer in time. Always code 100.
   */
  readonly network: boolean;

  constructor(
    code: ApiErrorCode,
    status: number,
    message: string,
    data: unknown,
    options?: ErrorOptions & { network?: boolean },
  ) {
    super(message, options);
    this.code = code;
    this.status = status;
    this.data = data;
    this.network = options?.network ?? false;
  }
}

/**
 * Whether a call that got no reply failed for lack of network: `fetch` rejects with a TypeError
 * when the connection cannot be made or breaks (ofetch keeps it as the cause), and the browser
 * may know it is offline. A time-out or a cancellation rejects with a DOMException instead.
 */
function isNetworkFailure(error: unknown): boolean {
  if (globalThis.navigator?.onLine === false) return true;
  return error instanceof FetchError && error.cause instanceof TypeError;
}

/**
 * The error adapter of spec section 8. A body counts only when it parsed into a JSON object or
 * array: an HTML or plain-text page from a proxy is treated as no body, so the user sees the
 * status instead of markup.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const response = error instanceof FetchError ? error.response : undefined;
  if (!response) {
    // Spec section 8 has both texts: 'Ошибка сети' tells the user to check their connection,
    // the other one that the service is at fault.
    return isNetworkFailure(error)
      ? new ApiError(100, 500, t`Ошибка сети`, undefined, { cause: error, network: true })
      : new ApiError(
          100,
          500,
          t`Сбой при загрузке данных. Попробуйте обновить страницу`,
          undefined,
          { cause: error },
        );
  }
  const data: unknown = (error as FetchError).data;
  const status = response.status;
  if (typeof data === 'object' && data !== null) {
    // A server failure's own words ('Internal error') describe the server, not the user's data.
    const message = status >= 500 ? statusText(status) : replyMessage(data);
    return new ApiError(1, status, message, data, { cause: error });
  }
  return new ApiError(2, status, statusText(status), undefined, { cause: error });
}

const statusText = (status: number) => t`Статус ошибки: ${status}`;

/** A failure of the service itself (5xx); not the no-reply case, which also carries 500. */
const isServerFailure = (error: ApiError) => error.code !== 100 && error.status >= 500;

/**
 * The message of a reply body, first found of: `detail`, `error`, a list of `errors` (messages
 * joined with ', '), `message`, a message map (`{ field: 'text' | ['text', …] }`, all joined).
 * Empty when the body says nothing readable.
 */
export function replyMessage(body: unknown): string {
  if (isRecord(body)) {
    for (const key of ['detail', 'error', 'errors', 'message']) {
      const text = messagesOf(body[key]).join(', ');
      if (text) return text;
    }
  }
  return messagesOf(body).join(', ');
}

/**
 * The error-text rule of spec section 5: the messages of the `errors` list joined with a comma;
 * else the error's message; else the reply's `detail`; else 'Неизвестная ошибка'. Anything that
 * is not an ApiError is a defect, not something to show; so is what a 5xx reply says: its status
 * is shown instead.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (isServerFailure(error)) return statusText(error.status);
    const data = isRecord(error.data) ? error.data : {};
    const listed = Array.isArray(data.errors) ? messagesOf(data.errors).join(', ') : '';
    if (listed) return listed;
    if (error.message) return error.message;
    if (typeof data.detail === 'string' && data.detail) return data.detail;
  }
  return t`Неизвестная ошибка`;
}

/**
 * The one text of a failed read (a screen's or a list's data), spec section 8: a 404 is
 * 'Ничего не найдено' whichever entity it was; a failure of the service is the spec's load-failure
 * text; anything else follows `errorText` (the refusal's reason, the no-reply text).
 */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t`Ничего не найдено`;
  if (error instanceof ApiError && isServerFailure(error)) {
    return t`Не удалось подгрузить данные. Обновите страницу`;
  }
  return errorText(error);
}

/**
 * Strings; `{ message }`, `{ msg }` or `{ detail }` objects (FastAPI and our server's error
 * items); message maps `{ field: 'text' | ['text', …] }` (DRF style); arrays of any of them.
 */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item));
  if (!isRecord(value)) return [];
  for (const key of ['message', 'msg', 'detail']) {
    const text = value[key];
    if (typeof text === 'string' && text) return [text];
  }
  return Object.values(value).flatMap((field) =>
    typeof field === 'string' || Array.isArray(field) ? messagesOf(field) : [],
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
