import { t } from '@lingui/core/macro';
import { errorText } from '#src/api/api-error';
import { outboxApiError } from '#src/offline/outbox-api-error';
import type { OutboxError } from '#src/offline/outbox-types';

/** What the outbox page says about an item's last failure: the error rule of spec section 5. */
export function outboxErrorText(error: OutboxError): string {
  if (error.status === 0) return t`Нет связи с сервером`;
  return errorText(outboxApiError(error));
}
