import { msg } from '@lingui/core/macro';
import { planogramOutletEndpoints } from '#src/contracts/catalog/planograms';
import { defineResource } from './define-resource';

/** The outlets following a planogram (its 'outlets' tab); linked and unlinked on that tab. */
export const planogramOutletsResource = defineResource(planogramOutletEndpoints, {
  label: { one: msg`Точка планограммы` },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'address', label: msg`Адрес` },
    { key: 'city_name', label: msg`Город` },
    { key: 'project_retail_name', label: msg`Сеть проекта` },
    { key: 'external_code', label: msg`Внешний код`, hidden: true },
  ],
});
