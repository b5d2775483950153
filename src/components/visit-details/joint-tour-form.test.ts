import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { validateAgainstContract } from '#src/components/form/contract-errors';
import { jointTourCreateSchema } from '#src/contracts/visits';
import {
  type JointTourValues,
  jointTourChecks,
  jointTourFields,
  jointTourRequest,
} from './joint-tour-form';

const i18n = setupI18n({ locale: 'ru', messages: { ru: {} } });
i18n.activate('ru');

/** The modal's errors as useContractForm gathers them. */
const errorsOf = (values: JointTourValues) =>
  validateAgainstContract(i18n, jointTourCreateSchema, jointTourRequest(values), {
    fieldOf: (path) => jointTourFields[path as keyof typeof jointTourFields] ?? path,
    checks: jointTourChecks(values),
  });

describe('joint tour times', () => {
  it('needs both ends, the start not later than the end', () => {
    expect(errorsOf({ start: null, end: '2026-11-21 10:00:00' })).toEqual({
      start: 'Поле обязательно для заполнения',
    });
    expect(errorsOf({ start: '2026-11-21 12:00:00', end: '2026-11-21 10:00:00' })).toEqual({
      end: 'Начало визита не может быть позже окончания',
    });
    const same = { start: '2026-11-21 10:00:00', end: '2026-11-21 10:00:00' };
    expect(errorsOf(same)).toEqual({});
    expect(jointTourRequest(same)).toMatchObject({
      planned_start: expect.stringMatching(/^2026-11-21T10:00:00[+-]\d\d:\d\d$/),
    });
  });
});
