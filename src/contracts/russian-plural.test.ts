import { describe, expect, it } from 'vitest';
import { russianPlural } from './russian-plural';

const rows = { one: 'строка', few: 'строки', many: 'строк' };

describe('russianPlural', () => {
  it.each([
    [0, '0 строк'],
    [1, '1 строка'],
    [2, '2 строки'],
    [4, '4 строки'],
    [5, '5 строк'],
    [11, '11 строк'],
    [14, '14 строк'],
    [21, '21 строка'],
    [112, '112 строк'],
    [1234, '1\u00a0234 строки'],
  ])('%i → %s', (count, text) => {
    expect(russianPlural(count, rows)).toBe(text);
  });
});
