import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('names a person in full, a dash for nobody', () => {
    expect(
      personName({ last_name: 'Иванов', first_name: 'Иван', patronymic_name: 'Петрович' }),
    ).toBe('Иванов Иван Петрович');
    expect(personName({ last_name: 'Иванов', first_name: 'Иван', patronymic_name: null })).toBe(
      'Иванов Иван',
    );
    expect(personName(null)).toBe('—');
  });

  it('takes a user whose patronymic name is left out', () => {
    expect(personName({ last_name: 'Петрова', first_name: 'Анна' })).toBe('Петрова Анна');
  });
});
