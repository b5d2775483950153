import { msg } from '@lingui/core/macro';
import {
  projectCreateSchema,
  projectListRequestSchema,
  projectPatchSchema,
  projectSchema,
} from '../contracts/catalog/projects';
import { clientsResource } from './clients';
import { defineResource } from './define-resource';
import { merchandisingTypesResource } from './merchandising-types';

export const projectsResource = defineResource({
  name: 'projects',
  service: 'main',
  paths: {
    list: 'POST /projects/list/',
    get: '/projects/{id}/',
    create: '/projects/',
    patch: '/projects/{id}/',
  },
  contract: {
    row: projectSchema,
    list: projectListRequestSchema,
    create: projectCreateSchema,
    patch: projectPatchSchema,
  },
  label: { one: msg`Проект`, many: msg`Проекты` },
  permission: { area: 'projects' },
  sort: 'name',
  columns: [
    { key: 'name', label: msg`Название`, sort: 'name' },
    { key: 'code', label: msg`Код`, sort: 'code' },
    { key: 'kind', label: msg`Вид` },
    { key: 'client_name', label: msg`Клиент` },
    { key: 'merchandising_type_name', label: msg`Тип мерчендайзинга` },
    { key: 'is_active', label: msg`Активен` },
    { key: 'start_date', label: msg`Начало`, sort: 'start_date' },
    { key: 'end_date', label: msg`Окончание` },
    { key: 'id', label: msg`ID`, sort: 'id', hidden: true },
  ],
  filters: [{ key: 'is_active', label: msg`Активен`, kind: 'boolean' }],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    {
      key: 'kind',
      label: msg`Вид`,
      kind: 'choice',
      choices: [
        { value: 'combined', label: msg`Совмещённый` },
        { value: 'exclusive', label: msg`Эксклюзивный` },
      ],
    },
    {
      key: 'merchandising_type_id',
      label: msg`Тип мерчендайзинга`,
      kind: 'select',
      options: merchandisingTypesResource,
    },
    { key: 'client_id', label: msg`Клиент`, kind: 'select', options: clientsResource },
    { key: 'is_active', label: msg`Активен`, kind: 'boolean' },
    { key: 'start_date', label: msg`Начало`, kind: 'date' },
    { key: 'end_date', label: msg`Окончание`, kind: 'date' },
    { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
  ],
});
