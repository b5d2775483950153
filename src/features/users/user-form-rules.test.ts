import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { payloadOf } from '#src/components/crud/form-validation';
import { contractErrors } from '#src/components/form/contract-errors';
import { userCreateSchema, userPatchSchema } from '#src/contracts/users';
import { teamResource } from '#src/resources/users';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');
/** The fields of the form, as ResourceForm sends them. */
const keys = new Set((teamResource.form ?? []).map((field) => field.key));
const formValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)));
const check = (values: Record<string, unknown>) =>
  contractErrors(i18n, userCreateSchema, payloadOf(userCreateSchema, formValues(values), 'create'));
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
    expect(check(valid)).toEqual({});
  });

  it('names the wrong phone, SNILS and email formats', () => {
    const values = { ...valid, phone: '12345', snils: '112-233-445 00', email: 'ivanov@' };
    expect(check(values)).toEqual({
      phone: 'Неверный формат телефона',
      snils: 'Неверный формат СНИЛС',
      email: 'Неверный формат email',
    });
    const edit = payloadOf(userPatchSchema, { phone: '12345' }, 'edit');
    expect(contractErrors(i18n, userPatchSchema, edit)).toEqual({
      phone: 'Неверный формат телефона',
    });
  });

  it('wants a password of six characters at least, repeated the same', () => {
    expect(check({ ...valid, password: '12345', password_repeat: '12345' })).toEqual({
      password: 'Пароль должен содержать не менее 6 символов',
    });
    expect(check({ ...valid, password_repeat: 'secret2' })).toEqual({
      password_repeat: 'Пароли не совпадают',
    });
  });
});
