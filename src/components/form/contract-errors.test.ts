import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toApiError } from '#src/api/api-error';
import { positionCreateSchema } from '#src/contracts/catalog/positions';
import { REQUIRED_FIELD } from '#src/contracts/field-constants';
import { restoredVisitCreateSchema } from '#src/contracts/restored-visits';
import { userCreateSchema } from '#src/contracts/users';
import { validationMessages } from '#src/lib/validation-messages';
import {
  contractErrors,
  errorSummary,
  serverFieldErrors,
  validateAgainstContract,
} from './contract-errors';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

function refused(status: number, data: unknown) {
  const error = new FetchError('refused');
  Object.defineProperty(error, 'response', { get: () => ({ status }) });
  Object.defineProperty(error, 'data', { get: () => data });
  return toApiError(error);
}

describe('the required-field message', () => {
  it('is the one the contracts and the server answer with', () => {
    expect(validationMessages.required.message).toBe(REQUIRED_FIELD);
    expect(i18n._(validationMessages.required)).toBe('Поле обязательно для заполнения');
  });
});

describe('contractErrors', () => {
  it('reads a missing, blank or empty-list field as required', () => {
    const schema = z.object({
      code: z.string().check(z.trim(), z.minLength(1)),
      level: z.int(),
      ids: z.array(z.int()).check(z.minLength(1)),
    });
    expect(contractErrors(i18n, schema, { code: '  ', ids: [] })).toEqual({
      code: 'Поле обязательно для заполнения',
      level: 'Поле обязательно для заполнения',
      ids: 'Поле обязательно для заполнения',
    });
  });

  it("keeps the contract's own Russian rules and names a too short text", () => {
    const values = { last_name: 'Иванов', first_name: 'Иван', login: 'ivanov', phone: '12345' };
    expect(contractErrors(i18n, userCreateSchema, values)).toEqual({
      phone: 'Неверный формат телефона',
    });
    const pin = z.object({ pin: z.string().check(z.minLength(4)) });
    expect(contractErrors(i18n, pin, { pin: '12' })).toEqual({ pin: 'Не менее 4 символов' });
    expect(
      contractErrors(i18n, positionCreateSchema, {
        code: 'A',
        name: 'B',
        description: 'C',
        level: 1.5,
      }),
    ).toEqual({
      level: 'Неверное значение',
    });
  });

  it('puts an issue on the form field the request field comes from, in the form’s words', () => {
    const errors = contractErrors(
      i18n,
      restoredVisitCreateSchema,
      { visit_date: '2026-03-01', user_id: 7, planned_start: 'утром' },
      {
        fieldOf: (path) => ({ planned_start: 'start', planned_end: 'end' })[path] ?? path,
        messages: { start: msg`Время в формате ЧЧ:ММ` },
      },
    );
    expect(errors).toEqual({
      start: 'Время в формате ЧЧ:ММ',
      end: 'Поле обязательно для заполнения',
    });
  });
});

describe('validateAgainstContract', () => {
  const period = z.object({
    start_date: z.iso.date({ error: REQUIRED_FIELD }),
    end_date: z.iso.date({ error: REQUIRED_FIELD }),
  });
  const order = msg`Дата начала не может быть позже даты окончания`;

  it('asks the contract first, then the form’s own rules on the fields the contract passed', () => {
    expect(
      validateAgainstContract(
        i18n,
        period,
        { start_date: '2026-05-01', end_date: null },
        { checks: { start_date: order, end_date: msg`Не позже года` } },
      ),
    ).toEqual({
      start_date: 'Дата начала не может быть позже даты окончания',
      end_date: 'Поле обязательно для заполнения',
    });
  });

  it('puts a rule on the form field it names and skips the rules that pass', () => {
    expect(
      validateAgainstContract(
        i18n,
        period,
        { start_date: '2026-05-01', end_date: '2026-06-01' },
        { checks: { 'answers.2': msg`Оцените параметр`, end_date: null, start_date: undefined } },
      ),
    ).toEqual({ 'answers.2': 'Оцените параметр' });
    expect(
      validateAgainstContract(i18n, period, { start_date: '2026-05-01', end_date: '2026-06-01' }),
    ).toEqual({});
  });

  it('says what to do about an empty required field in the form’s own words where it has them', () => {
    const verdict = z.object({ result: z.enum(['accepted', 'rejected']), note: z.string() });
    expect(
      validateAgainstContract(
        i18n,
        verdict,
        { result: null, note: null },
        { requiredMessages: { result: msg`Выберите итог` } },
      ),
    ).toEqual({ result: 'Выберите итог', note: 'Поле обязательно для заполнения' });
    // A value given but wrong is not an empty field: the generic text stays.
    expect(
      validateAgainstContract(
        i18n,
        verdict,
        { result: 'maybe', note: 'x' },
        { requiredMessages: { result: msg`Выберите итог` } },
      ),
    ).toEqual({ result: 'Неверное значение' });
  });

  it('maps the contract’s issues onto the form’s fields as contractErrors does', () => {
    const answers = z.object({
      answers: z.array(z.object({ comment: z.string().check(z.maxLength(3)) })),
    });
    expect(
      validateAgainstContract(
        i18n,
        answers,
        { answers: [{ comment: 'ok' }, { comment: 'too long' }] },
        {
          fieldOf: (path) => path.replace(/^(answers\.\d+)\..*$/, '$1'),
          checks: { 'answers.1': msg`Оцените параметр` },
        },
      ),
    ).toEqual({ 'answers.1': 'Слишком длинное значение' });
  });
});

describe('serverFieldErrors', () => {
  it('puts the field errors of a 400 on their fields', () => {
    const error = refused(400, {
      detail: 'Исправьте ошибки, допущенные при заполнении формы',
      errors: [
        { field: 'login', message: 'Пользователь с таким логином уже существует' },
        { field: 'answers.0.comment', message: REQUIRED_FIELD },
        { field: 'planned_start', message: 'Неверная дата' },
      ],
    });
    expect(
      serverFieldErrors(i18n, error, (path) => (path === 'planned_start' ? 'start' : path)),
    ).toEqual({
      login: 'Пользователь с таким логином уже существует',
      'answers.0.comment': 'Поле обязательно для заполнения',
      start: 'Неверная дата',
    });
  });

  it('leaves other failures to the summary', () => {
    expect(serverFieldErrors(i18n, refused(409, { detail: 'Уже существует' }))).toEqual({});
    expect(serverFieldErrors(i18n, refused(400, { detail: 'Данные не были изменены' }))).toEqual(
      {},
    );
    expect(serverFieldErrors(i18n, new Error('defect'))).toEqual({});
  });
});

describe('errorSummary', () => {
  const labels = { code: msg`Код`, name: msg`Название`, level: msg`Уровень` };
  const required = 'Поле обязательно для заполнения';

  it('names the empty required fields when two or more are', () => {
    expect(errorSummary(i18n, { name: required, level: required }, labels)).toBe(
      'Необходимо заполнить следующие поля: Название, Уровень',
    );
  });

  it('asks to fix the form otherwise, and says nothing without errors', () => {
    expect(errorSummary(i18n, { name: required }, labels)).toBe(
      'Исправьте ошибки, допущенные при заполнении формы',
    );
    expect(errorSummary(i18n, {}, labels)).toBeNull();
  });
});
