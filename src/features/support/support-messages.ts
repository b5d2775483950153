import { msg } from '@lingui/core/macro';

/**
 * The message spec section 8 names by key: the catalogs carry it under this id, so each language
 * has its own text for 'messageSuccess'. Its 'fieldRequired' is the one required-field text
 * (src/lib/validation-messages.ts).
 */
export const supportMessages = {
  messageSuccess: msg({ id: 'messageSuccess', message: 'Обращение отправлено' }),
};
