import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { positionCreateSchema, positionPatchSchema } from '#src/contracts/catalog/positions';
import { userCreateSchema } from '#src/contracts/users';
import { contractErrors, errorSummary } from '../form/contract-errors';
import { payloadOf } from './form-validation';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

/** What ResourceForm asks the contract: the payload of the form's values. */
describe('a resource form on its contract', () => {
  it('names every empty required field of a new row', () => {
    const payload = payloadOf(positionCreateSchema, { code: 'A', name: ' ' }, 'create');
    const errors = contractErrors(i18n, positionCreateSchema, payload);
    expect(errors).toEqual({
      name: 'Поле обязательно для заполнения',
      description: 'Поле обязательно для заполнения',
      level: 'Поле обязательно для заполнения',
    });
    const labels = {
      code: msg`Код`,
      name: msg`Название`,
      description: msg`Описание`,
      level: msg`Уровень`,
    };
    expect(errorSummary(i18n, errors, labels)).toBe(
      'Необходимо заполнить следующие поля: Название, Описание, Уровень',
    );
  });

  it('keeps required fields required when editing', () => {
    const payload = payloadOf(positionPatchSchema, { name: '' }, 'edit');
    expect(contractErrors(i18n, positionPatchSchema, payload)).toEqual({
      name: 'Поле обязательно для заполнения',
    });
  });
});

describe('payloadOf', () => {
  it('drops empty values on create, clears them with null on edit, keeps contract keys only', () => {
    const values = { code: ' A ', name: '', extra: 1 };
    expect(payloadOf(positionCreateSchema, values, 'create')).toEqual({ code: 'A' });
    expect(payloadOf(positionPatchSchema, values, 'edit')).toEqual({ code: 'A', name: null });
  });

  it('takes passwords exactly as typed', () => {
    const values = { login: ' ivanov ', password: ' secret ', password_repeat: ' secret ' };
    expect(payloadOf(userCreateSchema, values, 'create')).toMatchObject({
      login: 'ivanov',
      password: ' secret ',
      password_repeat: ' secret ',
    });
  });
});
