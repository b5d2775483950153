import { msg } from '@lingui/core/macro';
import {
  merchandisingTypeListRequestSchema,
  merchandisingTypeSchema,
} from '#src/contracts/catalog/reference-lists';
import { defineResource } from './define-resource';

/** A reference list for the project form; no screen of its own. */
export const merchandisingTypesResource = defineResource({
  name: 'merchandising_types',
  service: 'main',
  paths: { list: 'POST /merchandising_types/list/' },
  contract: { row: merchandisingTypeSchema, list: merchandisingTypeListRequestSchema },
  label: { one: msg`Тип мерчендайзинга`, many: msg`Типы мерчендайзинга` },
  permission: { area: 'projects' },
  sort: 'name',
  columns: [
    { key: 'name', label: msg`Название`, sort: 'name' },
    { key: 'code', label: msg`Код`, sort: 'code' },
  ],
});
