import { msg } from '@lingui/core/macro';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/cities')({
  ...resourceListRoute(() =>
    import('#src/resources/cities').then((module) => module.citiesResource),
  ),
  staticData: catalogScreen({
    entity: 'cities',
    label: msg`Города`,
    icon: IconBuildingCommunity,
    group: 'org-structure',
    order: 60,
  }),
});
