// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IMPORT_CELL_MESSAGES } from '#src/contracts/import-cells';
import { headerKey, readCell } from './values';

const value = (result: ReturnType<typeof readCell>) => ('value' in result ? result.value : result);

describe('readCell', () => {
  it('takes spaces, non-breaking ones too, as nothing and an empty cell as null', () => {
    for (const type of ['text', 'integer', 'number', 'date', 'boolean', 'phone'] as const) {
      expect(readCell(null, type)).toEqual({ value: null });
      expect(readCell(' \u00a0 ', type)).toEqual({ value: null });
    }
    expect(readCell('\u00a0ООО «Ромашка» ', 'text')).toEqual({ value: 'ООО «Ромашка»' });
  });

  it('writes numbers as text the way Excel shows their digits', () => {
    expect(readCell(4600000000000, 'text')).toEqual({ value: '4600000000000' });
    expect(readCell(12, 'text')).toEqual({ value: '12' });
    expect(readCell(0.1 + 0.2, 'text')).toEqual({ value: '0.3' });
    expect(readCell(1e21, 'text')).toEqual({ value: '1000000000000000000000' });
    expect(readCell(0.0000001, 'text')).toEqual({ value: '0.0000001' });
    expect(readCell(new Date('2024-03-05T00:00:00Z'), 'text')).toEqual({ value: '2024-03-05' });
    expect(readCell(true, 'text')).toEqual({ value: 'ИСТИНА' });
  });

  it('reads numbers with a decimal comma and spaced thousands', () => {
    expect(value(readCell('1 234,50', 'number'))).toBe(1234.5);
    expect(value(readCell('1\u00a0234\u00a0567', 'number'))).toBe(1234567);
    expect(value(readCell('-0,25', 'number'))).toBe(-0.25);
    expect(value(readCell('12.5', 'number'))).toBe(12.5);
    expect(value(readCell(',5', 'number'))).toBe(0.5);
    expect(value(readCell(7.25, 'number'))).toBe(7.25);
    for (const bad of ['12 5', '1,234.50', '1.234,50', 'двенадцать', '5,', '1e3', true]) {
      expect(readCell(bad, 'number')).toEqual({ error: IMPORT_CELL_MESSAGES.number });
    }
    expect(readCell(new Date(), 'number')).toEqual({ error: IMPORT_CELL_MESSAGES.number });
  });

  it('reads integers and refuses fractions', () => {
    expect(value(readCell('1 000', 'integer'))).toBe(1000);
    expect(value(readCell('10,0', 'integer'))).toBe(10);
    expect(value(readCell(42, 'integer'))).toBe(42);
    expect(readCell('2,5', 'integer')).toEqual({ error: IMPORT_CELL_MESSAGES.integer });
    expect(readCell(2.5, 'integer')).toEqual({ error: IMPORT_CELL_MESSAGES.integer });
    expect(readCell('два', 'integer')).toEqual({ error: IMPORT_CELL_MESSAGES.number });
  });

  it('reads dates in Russian, ISO and Excel notation as YYYY-MM-DD', () => {
    expect(value(readCell('05.03.2024', 'date'))).toBe('2024-03-05');
    expect(value(readCell('5.3.2024', 'date'))).toBe('2024-03-05');
    expect(value(readCell('05.03.24', 'date'))).toBe('2024-03-05');
    expect(value(readCell('05.03.95', 'date'))).toBe('1995-03-05');
    expect(value(readCell('05.03.2024 14:30', 'date'))).toBe('2024-03-05');
    expect(value(readCell('2024-03-05', 'date'))).toBe('2024-03-05');
    expect(value(readCell('2024-03-05T10:00:00Z', 'date'))).toBe('2024-03-05');
    expect(value(readCell(45356, 'date'))).toBe('2024-03-05');
    expect(value(readCell(45356.75, 'date'))).toBe('2024-03-05');
    expect(value(readCell(new Date('2024-03-05T00:00:00Z'), 'date'))).toBe('2024-03-05');
    expect(value(readCell('29.02.2024', 'date'))).toBe('2024-02-29');
    for (const bad of [
      '29.02.2023',
      '31.04.2024',
      '2024-13-01',
      '00.01.2024',
      '5 марта',
      '03/05/2024',
      -1,
      true,
    ]) {
      expect(readCell(bad, 'date')).toEqual({ error: IMPORT_CELL_MESSAGES.date });
    }
  });

  it('reads yes and no in their Russian and spreadsheet spellings', () => {
    for (const yes of ['да', 'ДА', 'Да', '1', 'true', 'TRUE', '+', 'истина', 'ИСТИНА', 1, true]) {
      expect(readCell(yes, 'boolean')).toEqual({ value: true });
    }
    for (const no of ['нет', 'Нет', '0', 'false', '-', 'ложь', 'ЛОЖЬ', 0, false]) {
      expect(readCell(no, 'boolean')).toEqual({ value: false });
    }
    for (const bad of ['может быть', 2, 'yes']) {
      expect(readCell(bad, 'boolean')).toEqual({ error: IMPORT_CELL_MESSAGES.boolean });
    }
  });

  it('stores phones as the forms do', () => {
    expect(value(readCell('8 (900) 123-45-67', 'phone'))).toBe('+79001234567');
    expect(value(readCell('+7 900 123 45 67', 'phone'))).toBe('+79001234567');
    expect(value(readCell(79001234567, 'phone'))).toBe('+79001234567');
    for (const bad of ['123-45-67', '+1 202 555 0100', new Date()]) {
      expect(readCell(bad, 'phone')).toEqual({ error: IMPORT_CELL_MESSAGES.phone });
    }
  });

  it('matches a list value to its option whatever the case and ё, answering the option', () => {
    const options = { options: ['Магазин у дома', 'Ёлочный базар', 'Киоск'] };
    expect(readCell('МАГАЗИН  У ДОМА', 'list', options)).toEqual({ value: 'Магазин у дома' });
    expect(readCell('елочный базар', 'list', options)).toEqual({ value: 'Ёлочный базар' });
    expect(readCell('Супермаркет', 'list', options)).toEqual({
      error: 'Допустимые значения: Магазин у дома, Ёлочный базар, Киоск',
    });
    expect(() => readCell('Киоск', 'list')).toThrow();
  });
});

describe('headerKey', () => {
  it('compares headers by lower case, е for ё, single spaces and no required mark', () => {
    expect(headerKey('  Наименование   точки *')).toBe('наименование точки');
    expect(headerKey('Адрес*')).toBe('адрес');
    expect(headerKey('Счёт')).toBe(headerKey('СЧЕТ'));
  });
});
