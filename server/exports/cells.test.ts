// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cellsOf, type ExportColumnPlan } from './cells';

const column = (key: string): ExportColumnPlan => ({ key, header: key, type: 'text' });
const cell = (value: unknown) => cellsOf([column('value')], { value }, 'Europe/Moscow')[0];

describe('cellsOf for related rows', () => {
  it('reads a person by their full name, last name first', () => {
    const person = {
      id: 7,
      last_name: 'Иванова',
      first_name: 'Мария',
      patronymic_name: 'Петровна',
    };
    expect(cell(person)).toBe('Иванова Мария Петровна');
  });

  it('leaves out a missing patronymic rather than writing a gap or "null"', () => {
    expect(cell({ id: 1, last_name: 'Смит', first_name: 'Джон', patronymic_name: null })).toBe(
      'Смит Джон',
    );
    expect(cell({ id: 1, last_name: 'Смит', first_name: 'Джон', patronymic_name: ' ' })).toBe(
      'Смит Джон',
    );
  });

  it('reads any other related row by its name, a list of people by their names', () => {
    expect(cell({ id: 3, name: 'Магнит', address: 'Тверь' })).toBe('Магнит');
    const people = [
      { id: 1, last_name: 'Петров', first_name: 'Пётр', patronymic_name: null },
      { id: 2, last_name: 'Сидорова', first_name: 'Анна', patronymic_name: 'Ивановна' },
    ];
    expect(cell(people)).toBe('Петров Пётр, Сидорова Анна Ивановна');
  });

  it('writes a row with neither a name nor a person’s as empty, never "[object Object]"', () => {
    expect(cell({ id: 5 })).toBeNull();
  });
});
