import { msg } from '@lingui/core/macro';
import { IconShoppingCart } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/networks')({
  ...resourceListRoute(() =>
    import('#src/resources/project-retails').then((module) => module.projectRetailsResource),
  ),
  staticData: catalogScreen({
    entity: 'project_retails',
    label: msg`Сети проекта`,
    icon: IconShoppingCart,
    group: 'org-structure',
    order: 120,
  }),
});
