import { msg } from '@lingui/core/macro';
import { IconMap } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/territories')({
  ...resourceListRoute(() =>
    import('#src/resources/territories').then((module) => module.territoriesResource),
  ),
  staticData: catalogScreen({
    entity: 'territories',
    label: msg`Территории`,
    icon: IconMap,
    group: 'org-structure',
    order: 70,
  }),
});
