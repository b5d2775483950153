import { msg } from '@lingui/core/macro';
import { territoryEndpoints } from '#src/contracts/catalog/territories';
import { branchesResource } from './branches';
import { defineResource } from './define-resource';
import { projectsResource } from './projects';

export const territoriesResource = defineResource(territoryEndpoints, {
  label: { one: msg`Территория` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'branch_name', label: msg`Филиал` },
    { key: 'project_name', label: msg`Проект`, hidden: true },
    { key: 'external_code', label: msg`Внешний код`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [{ key: 'branch_ids', label: msg`Филиал`, kind: 'ids', options: branchesResource }],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'project_id', label: msg`Проект`, kind: 'select', options: projectsResource },
    { key: 'branch_id', label: msg`Филиал`, kind: 'select', options: branchesResource },
    { key: 'external_code', label: msg`Внешний код`, kind: 'text' },
  ],
});
