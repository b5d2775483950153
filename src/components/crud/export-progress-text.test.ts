import { beforeAll, describe, expect, it } from 'vitest';
import { activateDefaultLocale } from '#src/lib/i18n';
import { exportDoneText, exportPercent, exportProgressText } from './export-progress-text';

beforeAll(() => activateDefaultLocale());

// Russian groups thousands with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('exportProgressText', () => {
  it('says the rows written of the rows the filter matched, grouped by thousands', () => {
    expect(exportProgressText({ done: 1234, total: 5000 })).toBe(
      `Выгрузка: ${nbsp('1 234')} из ${nbsp('5 000')}`,
    );
    expect(exportProgressText({ done: 0, total: 12 })).toBe('Выгрузка: 0 из 12');
  });

  it('says what was written while the rows are being counted', () => {
    expect(exportProgressText({ done: 0, total: null })).toBe(
      'Выгрузка: подсчёт строк, записано 0',
    );
  });
});

describe('exportDoneText', () => {
  it('agrees the word with the number, as Russian does', () => {
    expect([1, 2, 5, 11, 21, 22, 0].map(exportDoneText)).toEqual([
      'Выгружена 1 строка',
      'Выгружены 2 строки',
      'Выгружено 5 строк',
      'Выгружено 11 строк',
      'Выгружена 21 строка',
      'Выгружены 22 строки',
      'Выгружено 0 строк',
    ]);
  });
});

describe('exportPercent', () => {
  it('is the part done, full for an empty filter, unknown before the count', () => {
    expect(exportPercent({ done: 250, total: 1000 })).toBe(25);
    expect(exportPercent({ done: 0, total: 0 })).toBe(100);
    expect(exportPercent({ done: 3, total: null })).toBeNull();
  });
});
