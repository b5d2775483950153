import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, importErrorText } from './imports';

const row = (message: string) => ({ row: 4, column: 'Город', value: 'Нетакогограда', message });

describe('the import error text (spec section 5)', () => {
  it('is the first message about the file as a whole when there is one', () => {
    expect(
      importErrorText({
        common: ['Не найдены обязательные столбцы: Код ТТ', 'второе'],
        other: { rows: [row('Город «Нетакогограда» не найден')] },
      }),
    ).toBe('Не найдены обязательные столбцы: Код ТТ');
  });

  it("else the first refused row's detail", () => {
    expect(
      importErrorText({
        common: [],
        other: { rows: [row('Город «Нетакогограда» не найден'), row('Повторяет строку 2')] },
      }),
    ).toBe('Город «Нетакогограда» не найден');
  });

  it("else '-'", () => {
    expect(importErrorText({ common: [], other: { rows: [] } })).toBe('-');
    expect(importErrorText({ common: [''], other: { rows: [row('')] } })).toBe('-');
  });
});

describe('the file picker', () => {
  it('offers XLS, XLSX and CSV by extension and by type', () => {
    const accepted = IMPORT_ACCEPT.split(',');
    expect(accepted).toEqual(expect.arrayContaining(['.xls', '.xlsx', '.csv', 'text/csv']));
    expect(accepted).toContain('application/vnd.ms-excel');
    expect(accepted).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
