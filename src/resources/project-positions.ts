import { msg } from '@lingui/core/macro';
import { projectPositionEndpoints } from '#src/contracts/catalog/project-positions';
import { branchesResource } from './branches';
import { defineResource } from './define-resource';
import { positionsResource } from './positions';
import { projectsResource } from './projects';
import { territoriesResource } from './territories';

/** Seats of the selected projects' org charts (/project-positions). */
export const projectPositionsResource = defineResource(projectPositionEndpoints, {
  label: { one: msg`Должность проекта` },
  columns: [
    { key: 'code', label: msg`Код` },
    { key: 'name', label: msg`Название` },
    { key: 'position_name', label: msg`Должность` },
    { key: 'position_level', label: msg`Уровень` },
    { key: 'parent_name', label: msg`Руководитель` },
    { key: 'user_name', label: msg`Сотрудник` },
    { key: 'is_active', label: msg`Активна`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    { key: 'branch_ids', label: msg`Филиал`, kind: 'ids', options: branchesResource },
    { key: 'territory_ids', label: msg`Территория`, kind: 'ids', options: territoriesResource },
  ],
  form: [
    { key: 'project_id', label: msg`Проект`, kind: 'select', options: projectsResource },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'position_id', label: msg`Должность`, kind: 'select', options: positionsResource },
    { key: 'branch_id', label: msg`Филиал`, kind: 'select', options: branchesResource },
    { key: 'territory_id', label: msg`Территория`, kind: 'select', options: territoriesResource },
    { key: 'is_active', label: msg`Активна`, kind: 'boolean' },
  ],
});
