import { msg } from '@lingui/core/macro';
import { IconBriefcase } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/clients')({
  ...resourceListRoute(() =>
    import('#src/resources/clients').then((module) => module.clientsResource),
  ),
  staticData: catalogScreen({
    entity: 'clients',
    label: msg`Клиенты`,
    icon: IconBriefcase,
    order: 10,
  }),
});
