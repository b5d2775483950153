import { t } from '@lingui/core/macro';
import { ApiError, replyMessage } from '#src/api/api-error';
import type { OutboxError } from './outbox-types';

/**
 * A stored failure as the one error adapter would have made it (spec section 8): the server's
 * message from a JSON body, else the status; no answer at all, the network text.
 */
export function outboxApiError(error: OutboxError): ApiError {
  if (error.status === 0) {
    return new ApiError(
      100,
      500,
      t`Сбой при загрузке данных. Попробуйте обновить страницу`,
      undefined,
    );
  }
  if (error.data !== undefined) {
    return new ApiError(1, error.status, replyMessage(error.data), error.data);
  }
  const status = error.status;
  return new ApiError(2, status, t`Статус ошибки: ${status}`, undefined);
}
