import { msg } from '@lingui/core/macro';
import type { Choice } from '#src/components/crud/resource-definition';
import { projectEndpoints } from '#src/contracts/catalog/projects';
import type { PROJECT_KINDS } from '#src/contracts/enums';
import { formatDate } from '#src/lib/dates';
import { clientOptionsResource } from './clients';
import { defineResource } from './define-resource';
import { merchandisingTypesResource } from './merchandising-types';

/** Project kinds of spec section 9 as the list, the filter and the form show them. */
const projectKindChoices = [
  { value: 'combined', label: msg`Совмещённый` },
  { value: 'exclusive', label: msg`Эксклюзивный` },
] as const satisfies readonly (Choice & { value: (typeof PROJECT_KINDS)[number] })[];

export const projectsResource = defineResource(projectEndpoints, {
  label: { one: msg`Проект` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'kind', label: msg`Вид`, choices: projectKindChoices },
    { key: 'client_name', label: msg`Клиент` },
    { key: 'merchandising_type_name', label: msg`Тип мерчендайзинга` },
    { key: 'is_active', label: msg`Активен` },
    {
      key: 'start_date',
      label: msg`Начало`,
      text: (row) => formatDate(row.start_date),
    },
    { key: 'end_date', label: msg`Окончание`, text: (row) => formatDate(row.end_date) },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    { key: 'kinds', label: msg`Вид`, kind: 'choice', choices: projectKindChoices },
    { key: 'is_active', label: msg`Активен`, kind: 'boolean' },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    {
      key: 'kind',
      label: msg`Вид`,
      kind: 'choice',
      choices: projectKindChoices,
    },
    {
      key: 'merchandising_type_id',
      label: msg`Тип мерчендайзинга`,
      kind: 'select',
      options: merchandisingTypesResource,
    },
    // The clients list is admin only; the form's choices come from the light list.
    { key: 'client_id', label: msg`Клиент`, kind: 'select', options: clientOptionsResource },
    { key: 'is_active', label: msg`Активен`, kind: 'boolean' },
    { key: 'start_date', label: msg`Начало`, kind: 'date' },
    { key: 'end_date', label: msg`Окончание`, kind: 'date' },
    { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
  ],
});
