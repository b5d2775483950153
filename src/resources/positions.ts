import { msg } from '@lingui/core/macro';
import { positionEndpoints } from '#src/contracts/catalog/positions';
import { defineResource } from './define-resource';

export const positionsResource = defineResource(positionEndpoints, {
  label: { one: msg`Должность` },
  columns: [
    { key: 'code', label: msg`Код` },
    { key: 'name', label: msg`Название` },
    { key: 'description', label: msg`Описание` },
    { key: 'level', label: msg`Уровень` },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  form: [
    { key: 'code', label: msg`Код`, kind: 'text' },
    { key: 'name', label: msg`Название`, kind: 'text' },
    { key: 'description', label: msg`Описание`, kind: 'text', multiline: true },
    { key: 'level', label: msg`Уровень`, kind: 'number' },
  ],
});
