import { t } from '@lingui/core/macro';
import { ApiError, errorText, replyMessage } from '../../api/api-error';
import type { OutboxError } from '../../offline/outbox-types';

/**
 * What the outbox page says about an item's last failure, by the one error adapter's rules
 * (spec section 8): the server's message, else the status; no answer at all, the network text.
 */
export function outboxErrorText(error: OutboxError): string {
  if (error.status === 0) {
    return errorText(new ApiError(100, 500, t`Нет связи с сервером`, undefined));
  }
  if (error.data !== undefined) {
    return errorText(new ApiError(1, error.status, replyMessage(error.data), error.data));
  }
  const status = error.status;
  return errorText(new ApiError(2, status, t`Статус ошибки: ${status}`, undefined));
}
