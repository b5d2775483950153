import { msg } from '@lingui/core/macro';

export const OTP_CODE = /^\d{6}$/;

export const codeMessages = {
  format: msg`Введите 6 цифр кода из СМС`,
};
