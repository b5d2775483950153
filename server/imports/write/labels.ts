import type { ImportColumnType } from '#src/contracts/imports';

/** A column's type as the template's description sheet names it. */
export const COLUMN_TYPE_LABELS: Record<ImportColumnType, string> = {
  text: 'Текст',
  integer: 'Целое число',
  number: 'Число',
  date: 'Дата (ДД.ММ.ГГГГ)',
  boolean: 'Да/Нет',
  phone: 'Телефон',
  list: 'Список',
};

export const TEMPLATE_TEXTS = {
  descriptionSheet: 'Описание',
  listsSheet: 'Списки',
  dataSheetFallback: 'Данные',
  requiredMark: ' *',
  requiredNote: 'Колонки, отмеченные *, обязательны.',
  keyNote: (headers: string[]) =>
    `Строка обновляет уже существующую запись, если совпадают: ${headers.map((header) => `«${header}»`).join(', ')}.`,
  tableHeader: [
    'Колонка',
    'Обязательная',
    'Тип',
    'Другие заголовки',
    'Допустимые значения',
    'Описание',
  ],
  yes: 'да',
  no: 'нет',
  booleanValues: 'да, нет',
  pickFromList: 'Выберите значение из списка',
  notInList: 'Такого значения нет в списке',
} as const;

export const ERRORS_TEXTS = {
  sheet: 'Ошибки',
  errorColumn: 'Ошибка',
} as const;
