import { msg } from '@lingui/core/macro';
import { outletEndpoints } from '#src/contracts/catalog/outlets';
import { citiesResource } from './cities';
import { defineResource } from './define-resource';
import { outletSourceChoices } from './outlet-sources';
import { outletTypesResource } from './outlet-types';
import { regionsResource } from './regions';
import { retailsResource } from './retails';

/** Reference outlets (/catalog/reference-outlets): the physical stores every project shares. */
export const outletsResource = defineResource(outletEndpoints, {
  label: { one: msg`Эталонная точка` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'address', label: msg`Адрес` },
    { key: 'city_name', label: msg`Город` },
    { key: 'region_name', label: msg`Регион` },
    { key: 'retail_name', label: msg`Сеть` },
    { key: 'outlet_type_name', label: msg`Тип точки` },
    {
      key: 'source',
      label: msg`Источник`,
      choices: outletSourceChoices,
    },
    { key: 'source_project_name', label: msg`Проект-источник`, hidden: true },
    { key: 'external_code', label: msg`Внешний код`, hidden: true },
    { key: 'inn', label: msg`ИНН`, hidden: true },
    { key: 'is_active', label: msg`Активна`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    { key: 'city_ids', label: msg`Город`, kind: 'ids', options: citiesResource },
    { key: 'region_ids', label: msg`Регион`, kind: 'ids', options: regionsResource },
    { key: 'retail_ids', label: msg`Сеть`, kind: 'ids', options: retailsResource },
    { key: 'outlet_type_ids', label: msg`Тип точки`, kind: 'ids', options: outletTypesResource },
  ],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'address', label: msg`Адрес`, kind: 'text', multiline: true },
    { key: 'city_id', label: msg`Город`, kind: 'select', options: citiesResource },
    { key: 'region_id', label: msg`Регион`, kind: 'select', options: regionsResource },
    { key: 'retail_id', label: msg`Сеть`, kind: 'select', options: retailsResource },
    { key: 'outlet_type_id', label: msg`Тип точки`, kind: 'select', options: outletTypesResource },
    { key: 'source', label: msg`Источник`, kind: 'choice', choices: outletSourceChoices },
    { key: 'lat', label: msg`Широта`, kind: 'number' },
    { key: 'lon', label: msg`Долгота`, kind: 'number' },
    { key: 'external_code', label: msg`Внешний код`, kind: 'text' },
    { key: 'inn', label: msg`ИНН`, kind: 'text' },
    { key: 'is_active', label: msg`Активна`, kind: 'boolean' },
  ],
});
