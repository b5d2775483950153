import { describe, expect, it } from 'vitest';
import {
  type RestoredCopyValues,
  restoredCopyBody,
  restoredCopyErrors,
} from './restored-copy-form';

const values = (overrides: Partial<RestoredCopyValues> = {}): RestoredCopyValues => ({
  visit_date: '2026-12-01',
  user_id: '42',
  start: '09:00',
  end: '10:30',
  status: 'planned',
  ...overrides,
});

describe('the restored copy form', () => {
  it('needs every field', () => {
    const errors = restoredCopyErrors(values({ visit_date: null, user_id: null, start: '' }));
    expect(Object.keys(errors).sort()).toEqual(['start', 'user_id', 'visit_date']);
    expect(errors.visit_date?.message).toBe('Поле обязательно для заполнения');
  });

  it('refuses a start later than the end, on the end field', () => {
    const errors = restoredCopyErrors(values({ start: '11:00', end: '10:30' }));
    expect(errors.end?.message).toBe('Начало визита не может быть позже окончания');
    expect(restoredCopyErrors(values({ start: '10:30', end: '10:30' }))).toEqual({});
  });

  it('sends the times on the chosen day with the browser’s offset', () => {
    const body = restoredCopyBody(values({ status: 'new' }));
    expect(body).toMatchObject({ visit_date: '2026-12-01', user_id: 42, status: 'new' });
    expect(body.planned_start).toMatch(/^2026-12-01T09:00:00[+-]\d\d:\d\d$/);
    expect(body.planned_end).toMatch(/^2026-12-01T10:30:00[+-]\d\d:\d\d$/);
  });
});
