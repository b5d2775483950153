import type { ANSWER_TYPES } from '#src/contracts/enums';

export interface QuestionTemplate {
  name: string;
  type: (typeof ANSWER_TYPES)[number];
  step: number;
  required?: boolean;
  options?: string[];
  min_number?: number;
  max_number?: number;
  min_length?: number;
  min_photo_count?: number;
  /** Shown only when answer `answer` of question `question` (indexes in this list) is chosen. */
  parent?: { question: number; answer: number };
}

export interface QuestionnaireTemplate {
  suffix: string;
  name: string;
  steps: string[];
  questions: QuestionTemplate[];
}

export const MAIN_QUESTIONNAIRE: QuestionnaireTemplate = {
  suffix: 'MAIN',
  name: 'Анкета визита',
  steps: ['Наличие и выкладка', 'Цены и промо', 'Фотоотчёт'],
  questions: [
    {
      name: 'Товар представлен на полке?',
      type: 'one',
      step: 0,
      required: true,
      options: ['Да', 'Нет'],
    },
    {
      name: 'Причина отсутствия товара',
      type: 'text',
      step: 0,
      required: true,
      min_length: 10,
      parent: { question: 0, answer: 1 },
    },
    {
      name: 'Количество фейсингов бренда',
      type: 'integer',
      step: 0,
      min_number: 0,
      max_number: 100,
    },
    { name: 'Доля полки бренда, %', type: 'number', step: 0, min_number: 0, max_number: 100 },
    {
      name: 'Какие позиции отсутствуют?',
      type: 'many',
      step: 0,
      options: ['Позиция A', 'Позиция B', 'Позиция C', 'Позиция D', 'Все позиции в наличии'],
    },
    { name: 'Цена ключевой позиции, ₽', type: 'number', step: 1, min_number: 1, max_number: 10000 },
    {
      name: 'Промо-материалы размещены?',
      type: 'one',
      step: 1,
      options: ['Да', 'Нет', 'Частично'],
    },
    { name: 'Фото выкладки', type: 'photo', step: 2, required: true, min_photo_count: 1 },
    { name: 'Фото ценников', type: 'photo', step: 2, min_photo_count: 0 },
    { name: 'Комментарий', type: 'text', step: 2 },
  ],
};

export const AUDIT_QUESTIONNAIRE: QuestionnaireTemplate = {
  suffix: 'AUDIT',
  name: 'Аудит конкурентов',
  steps: ['Конкуренты'],
  questions: [
    {
      name: 'Есть ли промо у конкурентов?',
      type: 'one',
      step: 0,
      options: ['Да', 'Нет'],
      required: true,
    },
    { name: 'Цена конкурента, ₽', type: 'number', step: 0, min_number: 1, max_number: 10000 },
    { name: 'Фото полки конкурента', type: 'photo', step: 0, min_photo_count: 1 },
  ],
};

export const TEXT_ANSWERS = [
  'Выкладка по планограмме, замечаний нет.',
  'Поправил ценники, освободил место на полке.',
  'Товар на складе, выставил на полку.',
  'Администратор попросил согласовать промо-стойку.',
  'Часть позиций отсутствует, оформлен заказ.',
];

export const ABSENCE_REASONS = [
  'Товар не поставлялся в магазин последнюю неделю.',
  'Товар есть на складе, но не выставлен в зал.',
  'Позиция выведена из ассортимента магазина.',
];
