/**
 * What a refused cell of an import says: why the reader could not take its value, or why it does
 * not fit its column's type. Short, in the notation a Russian spreadsheet uses.
 */
export const IMPORT_CELL_MESSAGES = {
  formulaWithoutValue:
    'Формула без сохранённого значения: откройте файл в Excel и сохраните его снова',
  cellError: (code: string) => `Ошибка в ячейке: ${code}`,
  number: 'Ожидается число',
  integer: 'Ожидается целое число',
  date: 'Неверная дата: ожидается ДД.ММ.ГГГГ',
  boolean: 'Ожидается «да» или «нет»',
  phone: 'Неверный формат телефона',
  list: (options: readonly string[]) => `Допустимые значения: ${options.join(', ')}`,
} as const;
