import { describe, expect, it } from 'vitest';
import { normalizePhone } from './auth-constants';

describe('normalizePhone', () => {
  it.each([
    ['+7 (900) 123-45-67', '+79001234567'],
    ['8 900 1234567', '+79001234567'],
    ['79001234567', '+79001234567'],
    ['12345', null],
    ['+1 202 555 0100', null],
    ['телефон', null],
  ])('reads %s as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });
});
