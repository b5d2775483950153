import { msg } from '@lingui/core/macro';

/**
 * The two messages spec sections 5 and 8 name by key: the catalogs carry them under these ids,
 * so each language has its own text for 'fieldRequired' and 'messageSuccess'.
 */
export const supportMessages = {
  fieldRequired: msg({ id: 'fieldRequired', message: 'Поле обязательно для заполнения' }),
  messageSuccess: msg({ id: 'messageSuccess', message: 'Обращение отправлено' }),
};
