import { msg } from '@lingui/core/macro';

/** Form validation texts of spec section 5, shared by every form. */
export const validationMessages = {
  required: msg`Поле обязательно для заполнения`,
  passwordTooShort: msg`Пароль должен содержать не менее 6 символов`,
  passwordsMismatch: msg`Пароли не совпадают`,
  phone: msg`Неверный формат телефона`,
  email: msg`Неверный формат email`,
  /** A period's order: the contracts refuse it with the same Russian words. */
  startAfterEnd: msg`Дата начала не может быть позже даты окончания`,
};
