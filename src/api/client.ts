import { FetchError, ofetch } from 'ofetch';
import type { ServiceName } from '#src/contracts/runtime-config';
import { KEPT_COPY_HEADER } from '#src/lib/kept-copy';
import { getRuntimeConfig } from '#src/lib/runtime-config';
import { nextTask } from '#src/startup/next-task';
import { isRecord, toApiError } from './api-error';
import { refreshSession } from './refresh';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './request-timeouts';
import { noteNoReply, noteServerReply } from './server-reachability';
import { getAccessToken, type Session } from './session';

export { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS };

/** The one key whose empty value is still sent (spec section 5): `is_preview: null` means something. */
const KEEP_EMPTY = new Set(['is_preview']);

type Query = Record<string, string | number | boolean | null | undefined | readonly unknown[]>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects with the abort. */
  signal?: AbortSignal;
  /** Overrides the default of 20 s (30 s for uploads). */
  timeout?: number;
  /**
   * Sign-in calls (login, SMS codes, password reset): no access token is sent, and a 401 is an
   * answer about the credentials, not about the session.
   */
  anonymous?: boolean;
  /** `blob` for files (photos need the bearer token, so an `<img src>` cannot load them). */
  responseType?: 'json' | 'blob';
  /**
   * With `responseType: 'blob'`: called as the body arrives, with the bytes received and the
   * Content-Length when the server sent one (long downloads show a real progress bar).
   */
  onDownloadProgress?: (received: number, total: number | null) => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ServiceClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Top-level `null`/'' values of a plain-object body are dropped, except `is_preview`. */
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Multipart POST with the longer upload time-out. */
  upload<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
}

export interface ServiceClientDeps {
  /** Defaults to the service's base URL in the runtime configuration, read on every call. */
  baseUrl?: () => string;
  fetch?: typeof globalThis.fetch;
  /** Defaults to the shared, cross-tab token refresh of refresh.ts. */
  refresh?: (staleAccessToken: string) => Promise<Session>;
}

/**
 * A client for one back-end service. The base URL is resolved per call, so clients can be
 * created at module load, before /config.json has arrived.
 *
 * Every failure rejects with an {@link ApiError}; a call the caller cancelled rejects with the
 * caller's abort reason instead, so TanStack Query sees a cancellation, not an error.
 *
 * A 401 to a call sent with the session's access token gets one token refresh and one retry
 * (spec section 4); concurrent 401s wait for the same refresh. A 401 on the retry is final.
 */
export function createServiceClient(
  service: ServiceName,
  deps: ServiceClientDeps = {},
): ServiceClient {
  const baseUrl = deps.baseUrl ?? (() => getRuntimeConfig().services[service]);
  const refresh = deps.refresh ?? refreshSession;
  // No ofetch retries: TanStack Query owns retrying (see lib/query-client.ts), and POSTs must
  // never be repeated behind the caller's back.
  const $fetch = ofetch.create(
    {
      retry: false,
      // Any answer of the server, an error status included, says it is reachable; one the service
      // worker gave from its cache says nothing of it.
      onResponse: ({ response }) => {
        if (!response.headers.has(KEPT_COPY_HEADER)) noteServerReply();
      },
    },
    deps.fetch ? { fetch: deps.fetch } : undefined,
  );

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions = {},
    defaultTimeout = REQUEST_TIMEOUT_MS,
  ): Promise<T> {
    // Set up in a task of its own: a screen's queries start their requests while React commits
    // it, a few milliseconds each on a tablet (the time-out's timer among them), all inside that
    // one long task otherwise.
    await nextTask();
    const { signal, cleanup } = withTimeout(options.signal, options.timeout ?? defaultTimeout);
    const init = (token: string | null) => ({
      method,
      baseURL: baseUrl(),
      query: options.query,
      headers: withBearer(options.headers, token),
      body: (method === 'POST' ? dropEmptyValues(body) : body) as BodyInit | undefined,
      signal,
    });
    const { onDownloadProgress } = options;
    const send = async (token: string | null): Promise<T> => {
      if (options.responseType === 'blob' && onDownloadProgress) {
        const response = await $fetch.raw(path, { ...init(token), responseType: 'stream' });
        // A `blob` caller asks for T = Blob.
        return (await readBlob(response, onDownloadProgress)) as T;
      }
      // ofetch ties the response type to its generic; a `blob` caller asks for T = Blob.
      return $fetch<T>(path, {
        ...init(token),
        responseType: options.responseType as 'json' | undefined,
      });
    };
    // A caller's own Authorization (the refresh call sends the refresh token) is not ours to renew.
    const token = options.anonymous || hasAuthorization(options.headers) ? null : getAccessToken();
    try {
      let result: T;
      try {
        result = await send(token);
      } catch (error) {
        if (token === null || signal.aborted || !isUnauthorized(error)) throw error;
        const renewed = await refresh(token);
        result = await send(renewed.accessToken);
      }
      return result;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      const failure = toApiError(error);
      // A refused or hung call while the device says online: no server (see server-reachability).
      if (failure.code === 100) noteNoReply();
      throw failure;
    } finally {
      cleanup();
    }
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    upload: (path, form, options) => request('POST', path, form, options, UPLOAD_TIMEOUT_MS),
  };
}

/** Reads a streamed body into a Blob, reporting each chunk. */
async function readBlob(
  response: Response & { _data?: ReadableStream<Uint8Array> },
  onProgress: (received: number, total: number | null) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const stream = response._data;
  if (!stream) return new Blob([], { type });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type });
}

/**
 * Drops `null` and '' values from the top level of a plain-object body, keeping `is_preview`
 * (spec section 5). Deliberately not recursive: nested objects are structured values such as
 * `date_range: { start, end }`, whose shape the service expects whole. Arrays, FormData and
 * other bodies pass unchanged.
 */
export function dropEmptyValues<T>(body: T): T {
  if (!isPlainObject(body)) return body;
  const kept = Object.entries(body).filter(
    ([key, value]) => KEEP_EMPTY.has(key) || (value !== null && value !== ''),
  );
  return Object.fromEntries(kept) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function withBearer(
  headers: Record<string, string> = {},
  token: string | null,
): Record<string, string> {
  return token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
}

function hasAuthorization(headers: Record<string, string> = {}): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === 'authorization');
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof FetchError && error.response?.status === 401;
}

/**
 * ofetch ignores its own `timeout` when a signal is given, and TanStack Query always gives one,
 * so the time-out is combined with the caller's signal here.
 */
function withTimeout(
  callerSignal: AbortSignal | undefined,
  ms: number,
): { signal: AbortSignal; cleanup: () => void } {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`Timed out after ${ms} ms`, 'TimeoutError')),
    ms,
  );
  return {
    signal: controller.signal,
    cleanup: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
