import { describe, expect, it } from 'vitest';
import { isEmail } from './profile-validation';

describe('isEmail', () => {
  it('accepts an address and refuses what is not one', () => {
    expect(isEmail('anna.petrova@example.ru')).toBe(true);
    expect(isEmail('anna@localhost')).toBe(false);
    expect(isEmail('anna petrova@example.ru')).toBe(false);
    expect(isEmail('@example.ru')).toBe(false);
  });
});
