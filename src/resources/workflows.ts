import { msg } from '@lingui/core/macro';
import { workflowEndpoints } from '#src/contracts/catalog/workflows';
import { defineResource } from './define-resource';
import { projectsResource } from './projects';

/** Workflows: what a field worker does with a matrix (its actions are on the workflow's page). */
export const workflowsResource = defineResource(workflowEndpoints, {
  label: { one: msg`Процесс` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'project_name', label: msg`Проект` },
    { key: 'is_active', label: msg`Активен` },
    { key: 'description', label: msg`Описание`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [{ key: 'is_active', label: msg`Активен`, kind: 'boolean' }],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'project_id', label: msg`Проект`, kind: 'select', options: projectsResource },
    { key: 'is_active', label: msg`Активен`, kind: 'boolean' },
    { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
  ],
});
