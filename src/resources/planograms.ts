import { msg } from '@lingui/core/macro';
import type { Choice } from '#src/components/crud/resource-definition';
import { type PlanogramType, planogramEndpoints } from '#src/contracts/catalog/planograms';
import { formatDate } from '#src/lib/dates';
import { defineResource } from './define-resource';
import { projectsResource } from './projects';
import { retailsResource } from './retails';

/** The nine planogram types of spec section 9, as the list, the filter and the form name them. */
const planogramTypeChoices = [
  { value: 'book', label: msg`Книжная продукция` },
  { value: 'feminine_hygiene', label: msg`Женская гигиена` },
  { value: 'fabric_care', label: msg`Уход за тканями` },
  { value: 'child_hygiene', label: msg`Детская гигиена` },
  { value: 'body_care', label: msg`Уход за телом` },
  { value: 'teeth_care', label: msg`Уход за полостью рта` },
  { value: 'shaving', label: msg`Бритьё` },
  { value: 'cleaning', label: msg`Чистящие средства` },
  { value: 'hair_care', label: msg`Уход за волосами` },
] as const satisfies readonly (Choice & { value: PlanogramType })[];

/** Planograms of the selected projects (/planograms); the file is uploaded on a row's page. */
export const planogramsResource = defineResource(planogramEndpoints, {
  label: { one: msg`Планограмма` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'type', label: msg`Тип`, choices: planogramTypeChoices },
    { key: 'project_name', label: msg`Проект` },
    { key: 'retail_name', label: msg`Сеть` },
    {
      key: 'start_date',
      label: msg`Начало`,
      text: (row) => formatDate(row.start_date),
    },
    {
      key: 'end_date',
      label: msg`Окончание`,
      text: (row) => formatDate(row.end_date),
    },
    { key: 'outlet_count', label: msg`Точек` },
    { key: 'is_active', label: msg`Активна` },
    { key: 'file_name', label: msg`Файл`, hidden: true },
    { key: 'description', label: msg`Описание`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    { key: 'types', label: msg`Тип`, kind: 'choice', choices: planogramTypeChoices },
    { key: 'retail_ids', label: msg`Сеть`, kind: 'ids', options: retailsResource },
    { key: 'is_active', label: msg`Активна`, kind: 'boolean' },
  ],
  form: [
    { key: 'project_id', label: msg`Проект`, kind: 'select', options: projectsResource },
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'type', label: msg`Тип`, kind: 'choice', choices: planogramTypeChoices },
    { key: 'retail_id', label: msg`Сеть`, kind: 'select', options: retailsResource },
    { key: 'start_date', label: msg`Начало`, kind: 'date' },
    { key: 'end_date', label: msg`Окончание`, kind: 'date' },
    { key: 'is_active', label: msg`Активна`, kind: 'boolean' },
    { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
  ],
});
