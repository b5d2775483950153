import type { KindColumn } from '#server/imports/kind';

/** The columns of a project outlet's place in the project's org structure. */
export const placementColumns: readonly KindColumn[] = [
  { key: 'city', header: 'Город', type: 'text', example: 'Тверь', synonyms: ['Населённый пункт'] },
  {
    key: 'region',
    header: 'Регион',
    type: 'text',
    example: 'Тверская область',
    synonyms: ['Область'],
  },
  {
    key: 'project_retail',
    header: 'Сеть проекта',
    type: 'text',
    example: 'Пятёрочка',
    synonyms: ['Сеть в проекте'],
  },
  {
    key: 'branch',
    header: 'Филиал',
    type: 'text',
    example: 'Центр',
    description: 'Филиал оргструктуры проекта.',
  },
  {
    key: 'territory',
    header: 'Территория',
    type: 'text',
    example: 'Тверь-1',
    description: 'Территория оргструктуры проекта.',
  },
  {
    key: 'manager',
    header: 'Менеджер',
    type: 'text',
    example: '+7 900 123-45-67',
    synonyms: ['Менеджер (логин или телефон)', 'Ответственный'],
    description: 'Логин или телефон пользователя, состоящего в проекте.',
  },
  {
    key: 'is_active',
    header: 'Активна',
    type: 'boolean',
    example: 'да',
    synonyms: ['Активность', 'Активная'],
  },
];
