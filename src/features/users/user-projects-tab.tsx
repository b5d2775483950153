import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ChildListOf, useChildList } from '#src/components/crud/child-list';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import type { ListExportColumn } from '#src/components/crud/export-columns';
import { ListExportButton } from '#src/components/crud/list-export-button';
import { useResourceCan } from '#src/components/crud/resource-access';
import { detailQueryOptions } from '#src/components/crud/resource-api';
import type { AnyResource, ResourceColumn } from '#src/components/crud/resource-definition';
import { confirmAction } from '#src/components/ui/confirm-action';
import type { UserProjectLink } from '#src/contracts/user-projects';
import type { User } from '#src/contracts/users';
import { formatDate } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { userProjectLinksResource as links } from '#src/resources/users-projects';
import { AssignProjectsForm } from './assign-projects-form';
import { useUnlinkProject } from './use-user-project-changes';
import { UserProjectEditRow } from './user-project-edit-row';

/** A user's current memberships, under the user's row (of the users or of the team). */
const projectsOf = (resource: AnyResource, id: number): ChildListOf<UserProjectLink> => ({
  parent: resource,
  parentId: id,
  child: links,
  filter: { user_ids: [id], is_active: true },
});

const columns: ResourceColumn<UserProjectLink>[] = [
  { key: 'project_name', label: msg`Проект` },
  { key: 'manager_name', label: msg`Менеджер` },
  {
    key: 'position',
    label: msg`Должность`,
    text: (link) => link.position ?? link.position_name ?? null,
  },
  { key: 'start_date', label: msg`Начало`, text: (link) => formatDate(link.start_date) },
  { key: 'end_date', label: msg`Окончание`, text: (link) => formatDate(link.end_date) },
];

/**
 * The table's columns as the links' export writes them: the position as the catalogue names it
 * and as imported apart, the table showing the one there is.
 */
const exportColumns: readonly ListExportColumn[] = [
  { key: 'project_name', header: msg`Проект` },
  { key: 'manager_name', header: msg`Менеджер` },
  { key: 'position_name', header: msg`Должность` },
  { key: 'position', header: msg`Должность (как импортирована)` },
  { key: 'start_date', header: msg`Начало` },
  { key: 'end_date', header: msg`Окончание` },
];

/** The file's title: whose projects (the export's title is at most 100 characters). */
const exportTitle = (user: User | undefined) => {
  if (!user) return msg`Проекты сотрудника`;
  const name = personName(user).slice(0, 80);
  return msg`Проекты: ${name}`;
};

interface UserProjectsTabProps {
  /** team: whose cached user the status is read from. */
  resource: AnyResource;
  id: number;
}

/**
 * The projects a user is a current member of: assigned (optionally relinking), edited in place
 * and unlinked after a confirmation. Assigning and editing need the user Active first (the
 * server refuses the same); unlinking does not.
 */
export function UserProjectsTab({ resource, id }: UserProjectsTabProps) {
  const { t } = useLingui();
  const { data: user } = useQuery(detailQueryOptions<User>(resource, id));
  const canAssign = useResourceCan(links, 'create');
  const canEdit = useResourceCan(links, 'update');
  // Read from the row the detail screen has loaded already (the tab opens under it).
  const active = user?.status === 'active';
  const of = projectsOf(resource, id);
  const load = useChildList(of);
  const unlink = useUnlinkProject();
  const [editing, setEditing] = useState<number | null>(null);
  const linked = new Set(load.status === 'success' ? load.items.map((l) => l.project_id) : []);

  const confirmUnlink = async (link: UserProjectLink) => {
    const confirmed = await confirmAction({
      title: t`Отвязать от проекта?`,
      message: link.project_name,
      confirmLabel: t`Отвязать`,
    });
    if (confirmed) unlink.mutate(link.id);
  };

  return (
    <Stack maw={1080}>
      {user && !active && (canAssign || canEdit) && (
        <Alert color="yellow" title={t`Сначала установите статус «Активен»`}>
          <Trans>Привязывать проекты и изменять привязки можно только активному сотруднику.</Trans>
        </Alert>
      )}
      <Group justify="flex-end">
        <ListExportButton
          kind={links.name}
          title={exportTitle(user)}
          params={of.filter}
          columns={exportColumns}
        />
      </Group>
      <ChildRowsTable
        resource={links}
        parent={resource}
        columns={columns}
        load={load}
        testId="user-projects"
        skeletonRows={2}
        onEdit={active ? (link) => setEditing(link.id) : undefined}
        editing={
          editing === null
            ? null
            : {
                id: editing,
                render: (link) => (
                  <UserProjectEditRow
                    link={link}
                    parent={resource}
                    onDone={() => setEditing(null)}
                  />
                ),
              }
        }
        remove={
          canEdit
            ? {
                label: () => t`Отвязать`,
                icon: <IconUnlink size={16} />,
                run: (link) => void confirmUnlink(link),
              }
            : undefined
        }
      />
      {canAssign && <AssignProjectsForm userId={id} linked={linked} disabled={!active} />}
    </Stack>
  );
}
