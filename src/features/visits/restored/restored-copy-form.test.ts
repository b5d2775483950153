import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { validateAgainstContract } from '#src/components/form/contract-errors';
import { restoredVisitCreateSchema } from '#src/contracts/restored-visits';
import {
  type RestoredCopyValues,
  restoredCopyBody,
  restoredCopyChecks,
  restoredCopyField,
} from './restored-copy-form';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

const values = (overrides: Partial<RestoredCopyValues> = {}): RestoredCopyValues => ({
  visit_date: '2026-12-01',
  user_id: '42',
  start: '09:00',
  end: '10:30',
  status: 'planned',
  ...overrides,
});

/** The form's errors as useContractForm gathers them: the contract's, then the form's own. */
const errorsOf = (input: RestoredCopyValues) =>
  validateAgainstContract(i18n, restoredVisitCreateSchema, restoredCopyBody(input), {
    fieldOf: (path) => restoredCopyField(path, input),
    checks: restoredCopyChecks(input),
  });

describe('the restored copy form', () => {
  it('needs every field', () => {
    expect(errorsOf(values({ visit_date: null, user_id: null, start: '' }))).toEqual({
      visit_date: 'Поле обязательно для заполнения',
      user_id: 'Поле обязательно для заполнения',
      start: 'Поле обязательно для заполнения',
    });
  });

  it('refuses a start later than the end, on the end field', () => {
    expect(errorsOf(values({ start: '11:00', end: '10:30' }))).toEqual({
      end: 'Начало визита не может быть позже окончания',
    });
    expect(errorsOf(values({ start: '10:30', end: '10:30' }))).toEqual({});
  });

  it('sends the times on the chosen day with the browser’s offset', () => {
    const body = restoredCopyBody(values({ status: 'new' }));
    expect(body).toMatchObject({ visit_date: '2026-12-01', user_id: 42, status: 'new' });
    expect(body.planned_start).toMatch(/^2026-12-01T09:00:00[+-]\d\d:\d\d$/);
    expect(body.planned_end).toMatch(/^2026-12-01T10:30:00[+-]\d\d:\d\d$/);
  });
});
