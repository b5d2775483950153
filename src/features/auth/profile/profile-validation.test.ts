import { describe, expect, it } from 'vitest';
import { normalizePhone as contractRule } from '#src/contracts/users';
import { isEmail, normalizePhone } from './profile-validation';

describe('normalizePhone', () => {
  it.each([
    ['+7 (900) 123-45-67', '+79001234567'],
    ['8 900 1234567', '+79001234567'],
    ['79001234567', '+79001234567'],
    ['12345', null],
    ['+1 202 555 0100', null],
    ['телефон', null],
  ])('reads %s as %s, as the contract does', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(contractRule(typed)).toBe(stored);
  });
});

describe('isEmail', () => {
  it('accepts an address and refuses what is not one', () => {
    expect(isEmail('anna.petrova@example.ru')).toBe(true);
    expect(isEmail('anna@localhost')).toBe(false);
    expect(isEmail('anna petrova@example.ru')).toBe(false);
    expect(isEmail('@example.ru')).toBe(false);
  });
});
