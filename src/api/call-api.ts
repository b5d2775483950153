import {
  type AnyCallAddress,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallReply,
  fillPath,
  methodOf,
} from '#src/contracts/calls';
import { isRecord } from './api-error';
import type { RequestOptions } from './client';
import { clientOf } from './services';

type Needed<Key extends string, Value> = [Value] extends [undefined]
  ? { [K in Key]?: undefined }
  : { [K in Key]: Value };

/** What a call needs besides its descriptor: its path parameters, body and query when it has them. */
export type CallInput<C> = Needed<
  'params',
  [keyof CallParams<C>] extends [never] ? undefined : CallParams<C>
> &
  Needed<'body', CallBody<C>> &
  Needed<'query', CallQuery<C>> &
  Omit<RequestOptions, 'query' | 'responseType'>;

type Optional<C> = [keyof CallParams<C>] extends [never]
  ? [CallBody<C>] extends [undefined]
    ? [CallQuery<C>] extends [undefined]
      ? true
      : false
    : false
  : false;

/** A form-encoded body: each field given, as text. */
function formBody(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.set(name, String(value));
  }
  return form;
}

/**
 * Makes a call of `src/contracts` through its service's client: the path filled from `params`,
 * the body and query as the call's schemas take them, the reply as its schema gives it (a Blob
 * for a file). A multipart body goes as an upload, with the longer time-out; the body of a form
 * call goes form-encoded.
 */
export function callApi<C extends AnyCallAddress>(
  call: C,
  ...[input]: Optional<C> extends true ? [input?: CallInput<C>] : [input: CallInput<C>]
): Promise<CallReply<C>> {
  const { params, body, query, ...options } = (input ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: RequestOptions['query'];
  } & RequestOptions;
  const sent = call.form && isRecord(body) ? formBody(body) : body;
  const client = clientOf(call.service);
  const path = fillPath(call.route, params);
  const asFile = 'reply' in call && call.reply === 'file';
  const request: RequestOptions = {
    ...options,
    ...(query === undefined ? {} : { query }),
    ...(asFile ? { responseType: 'blob' } : {}),
  };
  const method = methodOf(call.route);
  // The client is typed per call by the descriptor, not by a generic the caller picks.
  type Reply = Promise<CallReply<C>>;
  if (sent instanceof FormData) return client.upload(path, sent, request) as Reply;
  if (method === 'GET') return client.get(path, request) as Reply;
  if (method === 'DELETE') return client.delete(path, request) as Reply;
  if (method === 'PUT') return client.put(path, sent, request) as Reply;
  if (method === 'PATCH') return client.patch(path, sent, request) as Reply;
  return client.post(path, sent, request) as Reply;
}
