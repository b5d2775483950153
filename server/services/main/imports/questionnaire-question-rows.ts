import type { ImportRow, RowError } from '#server/imports/kind';
import { ANSWER_TYPES } from '#src/contracts/enums';

/** A QUESTIONNAIRES row read as the question it describes, before anything is looked up. */

type AnswerType = (typeof ANSWER_TYPES)[number];

/** The answer types as the questionnaire builder names them. */
export const TYPE_LABELS: Record<AnswerType, string> = {
  photo: 'Фото',
  number: 'Число',
  integer: 'Целое число',
  text: 'Текст',
  many: 'Несколько из списка',
  one: 'Один из списка',
};
export const fold = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');
const typeOf = new Map<string, AnswerType>(
  ANSWER_TYPES.flatMap((type) => [
    [fold(TYPE_LABELS[type]), type],
    [type, type],
  ]),
);
/** The largest minimum length or photo count a question takes. */
const MAX_COUNT = 10_000;
const WITH_OPTIONS: readonly AnswerType[] = ['one', 'many'];
const NUMERIC: readonly AnswerType[] = ['number', 'integer'];

/** Refusals of a QUESTIONNAIRES row. */
export const QUESTIONNAIRE_ROW_MESSAGES = {
  type: `Тип ответа: ${Object.values(TYPE_LABELS).join(', ')}`,
  noOptions: 'У вопроса с выбором нужны варианты ответа через «;»',
  optionsNotTaken: 'Варианты ответа — только у вопросов с выбором',
  repeatedOption: (name: string) => `Вариант «${name}» повторяется`,
  range: 'Минимум не может быть больше максимума',
  rangeNotTaken: 'Минимум и максимум — только у числовых вопросов',
  lengthNotTaken: 'Минимальная длина — только у текстовых вопросов',
  photosNotTaken: 'Минимум фото — только у вопросов с фото',
  typeWithResults: 'У вопроса уже есть ответы: его тип не меняется',
  ambiguous: (code: string) => `Вопросов с кодом «${code}» в анкете несколько`,
  differs: (row: number) => `Название анкеты в строке ${row} другое`,
  count: `Число от 0 до ${MAX_COUNT}`,
};

const M = QUESTIONNAIRE_ROW_MESSAGES;

/** A row's question as it is written. */
export interface Parsed {
  i: number;
  row: ImportRow;
  code: string;
  questionnaireName: string | null;
  step: string | null;
  question: {
    code: string;
    name: string;
    answer_type: AnswerType;
    is_required: boolean;
    min_number: number | null;
    max_number: number | null;
    min_length: number | null;
    min_photo_count: number | null;
  };
  options: string[] | null;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A row read as a question, or its refusals. */
export function parse(row: ImportRow, i: number): Parsed | RowError[] {
  const errors: RowError[] = [];
  const type = typeOf.get(fold(String(row.values.answer_type)));
  if (!type) errors.push({ column: 'answer_type', message: M.type });
  const optionsText = textOf(row.values.options);
  const options = optionsText
    ? optionsText
        .split(';')
        .map((option) => option.trim())
        .filter(Boolean)
    : null;
  const min_number = numberOf(row.values.min_number);
  const max_number = numberOf(row.values.max_number);
  const min_length = numberOf(row.values.min_length);
  const min_photo_count = numberOf(row.values.min_photo_count);
  if (type) {
    const choice = WITH_OPTIONS.includes(type);
    if (choice && !options?.length) errors.push({ column: 'options', message: M.noOptions });
    if (!choice && options) errors.push({ column: 'options', message: M.optionsNotTaken });
    const seen = new Set<string>();
    for (const option of options ?? []) {
      if (seen.has(fold(option)))
        errors.push({ column: 'options', message: M.repeatedOption(option) });
      seen.add(fold(option));
    }
    if (!NUMERIC.includes(type) && (min_number !== null || max_number !== null))
      errors.push({ column: 'min_number', message: M.rangeNotTaken });
    if (min_number !== null && max_number !== null && min_number > max_number)
      errors.push({ column: 'min_number', message: M.range });
    if (type !== 'text' && min_length !== null)
      errors.push({ column: 'min_length', message: M.lengthNotTaken });
    if (type !== 'photo' && min_photo_count !== null)
      errors.push({ column: 'min_photo_count', message: M.photosNotTaken });
    for (const [column, value] of [
      ['min_length', min_length],
      ['min_photo_count', min_photo_count],
    ] as const) {
      if (value !== null && (value < 0 || value > MAX_COUNT))
        errors.push({ column, message: M.count });
    }
  }
  if (errors.length || !type) return errors;
  return {
    i,
    row,
    code: String(row.values.questionnaire_code),
    questionnaireName: textOf(row.values.questionnaire_name),
    step: textOf(row.values.step),
    question: {
      code: String(row.values.question_code),
      name: String(row.values.question_name),
      answer_type: type,
      is_required: row.values.is_required === true,
      min_number,
      max_number,
      min_length,
      min_photo_count,
    },
    options,
  };
}
