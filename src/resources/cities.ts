import { msg } from '@lingui/core/macro';
import { cityEndpoints } from '#src/contracts/catalog/cities';
import { defineResource } from './define-resource';
import { regionsResource } from './regions';
import { timeZoneChoices } from './time-zones';

export const citiesResource = defineResource(cityEndpoints, {
  label: { one: msg`Город` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'region_name', label: msg`Регион` },
    { key: 'timezone', label: msg`Часовой пояс`, choices: timeZoneChoices },
    { key: 'lat', label: msg`Широта`, hidden: true },
    { key: 'lon', label: msg`Долгота`, hidden: true },
    { key: 'external_code', label: msg`Внешний код`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [{ key: 'region_ids', label: msg`Регион`, kind: 'ids', options: regionsResource }],
  form: [
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'region_id', label: msg`Регион`, kind: 'select', options: regionsResource },
    { key: 'timezone', label: msg`Часовой пояс`, kind: 'choice', choices: timeZoneChoices },
    { key: 'lat', label: msg`Широта`, kind: 'number' },
    { key: 'lon', label: msg`Долгота`, kind: 'number' },
    { key: 'external_code', label: msg`Внешний код`, kind: 'text' },
  ],
});
