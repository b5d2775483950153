import { msg } from '@lingui/core/macro';
import { merchandisingTypeEndpoints } from '#src/contracts/catalog/reference-lists';
import { defineResource } from './define-resource';

/** A reference list for the project form; no screen of its own. */
export const merchandisingTypesResource = defineResource(merchandisingTypeEndpoints, {
  label: { one: msg`Тип мерчендайзинга` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
  ],
});
