import { msg } from '@lingui/core/macro';
import { projectOutletEndpoints } from '#src/contracts/catalog/project-outlets';
import { branchesResource } from './branches';
import { citiesResource } from './cities';
import { defineResource } from './define-resource';
import { projectRetailsResource } from './project-retails';
import { regionsResource } from './regions';
import { territoriesResource } from './territories';
import { userOptionsResource } from './users';

/**
 * Project outlets (/catalog/outlets): the selected projects' placement of reference outlets.
 * No creation here: a project outlet comes with its reference outlet.
 */
export const projectOutletsResource = defineResource(projectOutletEndpoints, {
  label: { one: msg`Торговая точка` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'address', label: msg`Адрес` },
    { key: 'project_retail_name', label: msg`Сеть проекта` },
    { key: 'branch_name', label: msg`Филиал` },
    { key: 'territory_name', label: msg`Территория` },
    { key: 'city_name', label: msg`Город` },
    { key: 'manager_name', label: msg`Менеджер` },
    { key: 'external_code', label: msg`Внешний код`, hidden: true },
    { key: 'is_active', label: msg`Активна`, hidden: true },
    { key: 'outlet_id', label: msg`ID эталонной точки`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    {
      key: 'project_retail_ids',
      label: msg`Сеть проекта`,
      kind: 'ids',
      options: projectRetailsResource,
    },
    { key: 'branch_ids', label: msg`Филиал`, kind: 'ids', options: branchesResource },
    { key: 'territory_ids', label: msg`Территория`, kind: 'ids', options: territoriesResource },
    { key: 'city_ids', label: msg`Город`, kind: 'ids', options: citiesResource },
    { key: 'manager_ids', label: msg`Менеджер`, kind: 'ids', options: userOptionsResource },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    {
      key: 'project_retail_id',
      label: msg`Сеть проекта`,
      kind: 'select',
      options: projectRetailsResource,
    },
    { key: 'region_id', label: msg`Регион`, kind: 'select', options: regionsResource },
    { key: 'branch_id', label: msg`Филиал`, kind: 'select', options: branchesResource },
    { key: 'territory_id', label: msg`Территория`, kind: 'select', options: territoriesResource },
    { key: 'city_id', label: msg`Город`, kind: 'select', options: citiesResource },
    { key: 'manager_id', label: msg`Менеджер`, kind: 'select', options: userOptionsResource },
    { key: 'external_code', label: msg`Внешний код`, kind: 'text' },
    { key: 'is_active', label: msg`Активна`, kind: 'boolean' },
  ],
});
