import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { positionCreateSchema, positionPatchSchema } from '#src/contracts/catalog/positions';
import { userCreateSchema } from '#src/contracts/users';
import { checkForm, payloadOf } from './form-validation';
import type { ResourceField } from './resource-definition';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
const fields: ResourceField[] = [
  { key: 'code', label: msg`Код`, kind: 'text' },
  { key: 'name', label: msg`Название`, kind: 'text' },
  { key: 'description', label: msg`Описание`, kind: 'text' },
  { key: 'level', label: msg`Уровень`, kind: 'number' },
];

describe('checkForm', () => {
  it('tells a too short value from an empty one', () => {
    const schema = z.object({
      code: z.string().check(z.minLength(1)),
      pin: z.string().check(z.minLength(4)),
    });
    const codeFields: ResourceField[] = [
      { key: 'code', label: msg`Код`, kind: 'text' },
      { key: 'pin', label: msg`Пароль`, kind: 'text' },
    ];
    const check = checkForm(i18n, codeFields, schema, { code: 'A', pin: '12' }, 'create');
    expect(check.errors).toEqual({ pin: 'Не менее 4 символов' });
  });

  it('names every empty required field when several are missing', () => {
    const check = checkForm(i18n, fields, positionCreateSchema, { code: 'A', name: ' ' }, 'create');
    expect(check.errors.name).toBe('Поле обязательно для заполнения');
    expect(check.errors.level).toBe('Поле обязательно для заполнения');
    expect(check.summary).toBe('Необходимо заполнить следующие поля: Название, Описание, Уровень');
  });

  it('asks to fix the form for one error, and passes a valid form', () => {
    const values = { code: 'A', name: 'B', description: 'C', level: 1.5 };
    const check = checkForm(i18n, fields, positionCreateSchema, values, 'create');
    expect(check.errors).toEqual({ level: 'Неверное значение' });
    expect(check.summary).toBe('Исправьте ошибки, допущенные при заполнении формы');
    expect(
      checkForm(i18n, fields, positionCreateSchema, { ...values, level: 2 }, 'create'),
    ).toEqual({
      errors: {},
      summary: null,
    });
  });

  it('keeps required fields required when editing', () => {
    const check = checkForm(
      i18n,
      fields,
      positionPatchSchema,
      { name: '' },
      'edit',
      positionCreateSchema,
    );
    expect(check.errors.name).toBe('Поле обязательно для заполнения');
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
