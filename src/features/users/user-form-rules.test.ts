import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { checkForm } from '#src/components/crud/form-validation';
import { userCreateSchema, userPatchSchema } from '#src/contracts/users';
import { teamResource } from '#src/resources/users';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
const fields = teamResource.form ?? [];
const valid = {
  last_name: 'Иванов',
  first_name: 'Иван',
  login: 'ivanov',
  phone: '+7 (912) 345-67-89',
  email: 'ivanov@example.ru',
  snils: '112-233-445 95',
  password: 'secret1',
  password_repeat: 'secret1',
  status: 'active',
};

/** The /team/create and /team/{userId} form as the user sees it (spec section 5). */
describe('the user form', () => {
  it('passes a valid user', () => {
    expect(checkForm(i18n, fields, userCreateSchema, valid, 'create').errors).toEqual({});
  });

  it('names the wrong phone, SNILS and email formats', () => {
    const values = { ...valid, phone: '12345', snils: '112-233-445 00', email: 'ivanov@' };
    const check = checkForm(i18n, fields, userCreateSchema, values, 'create');
    expect(check.errors).toEqual({
      phone: 'Неверный формат телефона',
      snils: 'Неверный формат СНИЛС',
      email: 'Неверный формат email',
    });
    expect(check.summary).toBe('Исправьте ошибки, допущенные при заполнении формы');
    const edit = checkForm(
      i18n,
      fields,
      userPatchSchema,
      { phone: '12345' },
      'edit',
      userCreateSchema,
    );
    expect(edit.errors.phone).toBe('Неверный формат телефона');
  });

  it('wants a password of six characters at least, repeated the same', () => {
    const short = checkForm(
      i18n,
      fields,
      userCreateSchema,
      { ...valid, password: '12345', password_repeat: '12345' },
      'create',
    );
    expect(short.errors).toEqual({ password: 'Пароль должен содержать не менее 6 символов' });
    const differ = checkForm(
      i18n,
      fields,
      userCreateSchema,
      { ...valid, password_repeat: 'secret2' },
      'create',
    );
    expect(differ.errors).toEqual({ password_repeat: 'Пароли не совпадают' });
  });
});
