import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { actionCreateSchema } from '#src/contracts/catalog/actions';
import { catalogIdSchema, requiredText } from '#src/contracts/catalog/catalog-list';
import { matrixCreateSchema, matrixPatchSchema } from '#src/contracts/catalog/matrices';
import { planogramCreateSchema, planogramPatchSchema } from '#src/contracts/catalog/planograms';
import { positionCreateSchema, positionPatchSchema } from '#src/contracts/catalog/positions';
import { skuCreateSchema } from '#src/contracts/catalog/sku';
import { workflowCreateSchema } from '#src/contracts/catalog/workflows';
import { isoDateSchema } from '#src/contracts/fields';
import { userCreateSchema } from '#src/contracts/users';
import { contractErrors, errorSummary } from '../form/contract-errors';
import { contractDefaults, payloadOf } from './form-validation';

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

const REQUIRED = 'Поле обязательно для заполнения';

/** One required field of every kind a form offers. */
const everyKind = z.strictObject({
  text: requiredText(),
  number: z.int().check(z.minimum(0)),
  choice: z.enum(['a', 'b']),
  reference: catalogIdSchema,
  date: isoDateSchema,
  choices: z.array(catalogIdSchema).check(z.minLength(1)),
  flag: z.boolean(),
});
const everyLabel = {
  text: msg`Текст`,
  number: msg`Число`,
  choice: msg`Выбор`,
  reference: msg`Ссылка`,
  date: msg`Дата`,
  choices: msg`Список`,
  flag: msg`Флаг`,
};

describe('an empty required field of any kind', () => {
  it('says the field is required and is named in the summary', () => {
    // What the inputs hold when left empty: '' of a text, number or date input, null of a
    // select, [] of a multi-select, nothing of a checkbox never touched.
    const values = { text: ' ', number: '', choice: null, reference: null, date: '', choices: [] };
    const errors = contractErrors(i18n, everyKind, payloadOf(everyKind, values, 'create'));
    expect(errors).toEqual(Object.fromEntries(Object.keys(everyLabel).map((k) => [k, REQUIRED])));
    expect(errorSummary(i18n, errors, everyLabel)).toBe(
      'Необходимо заполнить следующие поля: Текст, Число, Выбор, Ссылка, Дата, Список, Флаг',
    );
  });

  it('is required on edit as well: clearing a select is not an invalid value', () => {
    const payload = payloadOf(planogramPatchSchema, { type: null }, 'edit');
    expect(contractErrors(i18n, planogramPatchSchema, payload)).toEqual({ type: REQUIRED });
  });

  it('of a planogram (type) and an action (kind) is listed with the others', () => {
    const planogram = payloadOf(planogramCreateSchema, { project_id: 1, type: null }, 'create');
    const errors = contractErrors(i18n, planogramCreateSchema, planogram);
    expect(errors).toEqual({ name: REQUIRED, type: REQUIRED });
    expect(errorSummary(i18n, errors, { name: msg`Название`, type: msg`Тип` })).toBe(
      'Необходимо заполнить следующие поля: Название, Тип',
    );
    const action = payloadOf(actionCreateSchema, { name: 'Фото', kind: null }, 'create');
    expect(contractErrors(i18n, actionCreateSchema, action)).toEqual({
      project_id: REQUIRED,
      workflow_id: REQUIRED,
      kind: REQUIRED,
    });
  });

  it('given but wrong, is an invalid value, not an empty one', () => {
    const values = { ...Object.fromEntries(Object.keys(everyLabel).map((k) => [k, null])) };
    const payload = {
      ...values,
      text: 'x',
      number: -1,
      choice: 'c',
      reference: 1,
      date: '2026-01-01',
      choices: [1],
      flag: true,
    };
    expect(contractErrors(i18n, everyKind, payload)).toEqual({
      number: 'Слишком маленькое значение',
      choice: 'Неверное значение',
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

describe('contractDefaults', () => {
  it('starts a new product, matrix and workflow active, as the server would take them', () => {
    for (const schema of [skuCreateSchema, matrixCreateSchema, workflowCreateSchema]) {
      expect(contractDefaults(schema)).toEqual({ is_active: true });
    }
  });

  it('gives an edit no defaults: a patch leaves what it does not name', () => {
    expect(contractDefaults(matrixPatchSchema)).toEqual({});
    expect(matrixPatchSchema.parse({ name: 'Летняя' })).toEqual({ name: 'Летняя' });
  });
});
