import { msg } from '@lingui/core/macro';
import { branchEndpoints } from '#src/contracts/catalog/branches';
import { defineResource } from './define-resource';
import { projectsResource } from './projects';
import { regionsResource } from './regions';

export const branchesResource = defineResource(branchEndpoints, {
  label: { one: msg`Филиал` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'region_name', label: msg`Регион` },
    { key: 'project_name', label: msg`Проект`, hidden: true },
    { key: 'external_code', label: msg`Внешний код`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [{ key: 'region_ids', label: msg`Регион`, kind: 'ids', options: regionsResource }],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'project_id', label: msg`Проект`, kind: 'select', options: projectsResource },
    { key: 'region_id', label: msg`Регион`, kind: 'select', options: regionsResource },
    { key: 'external_code', label: msg`Внешний код`, kind: 'text' },
  ],
});
