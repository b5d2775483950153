import { msg } from '@lingui/core/macro';
import { projectRetailEndpoints } from '#src/contracts/catalog/project-retails';
import { defineResource } from './define-resource';
import { retailsResource } from './retails';

/** The "networks" screen: a list only (spec section 7). */
export const projectRetailsResource = defineResource(projectRetailEndpoints, {
  label: { one: msg`Сеть проекта` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'code', label: msg`Код` },
    { key: 'retail_name', label: msg`Сеть` },
    { key: 'project_name', label: msg`Проект`, hidden: true },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [{ key: 'retail_ids', label: msg`Сеть`, kind: 'ids', options: retailsResource }],
});
