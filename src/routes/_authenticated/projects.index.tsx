import { msg } from '@lingui/core/macro';
import { IconFolders } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { resourceListRoute } from '#src/components/crud/resource-routes';
import { catalogScreen } from '#src/resources/catalog-screens';

export const Route = createFileRoute('/_authenticated/projects/')({
  ...resourceListRoute(() =>
    import('#src/features/projects/projects-list').then((module) => module.projectsList),
  ),
  staticData: catalogScreen({
    entity: 'projects',
    label: msg`Проекты`,
    icon: IconFolders,
    order: 20,
  }),
});
