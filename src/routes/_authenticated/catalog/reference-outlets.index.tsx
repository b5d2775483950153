import { msg } from '@lingui/core/macro';
import { IconMapPinStar } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/catalog/reference-outlets/')({
  ...resourceListRoute(() =>
    import('#src/features/outlets/outlets-screens').then((module) => module.referenceOutletsList),
  ),
  staticData: catalogScreen({
    entity: 'outlets',
    label: msg`Эталонные точки`,
    icon: IconMapPinStar,
    group: 'outlets',
    order: 40,
  }),
});
