import { msg } from '@lingui/core/macro';

/** What the code field says when the contract refuses a code (six digits). */
export const codeMessages = {
  format: msg`Введите 6 цифр кода из СМС`,
};
