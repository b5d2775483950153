import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Group, Stack, Table } from '@mantine/core';
import { IconPencil, IconUnlink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useResourceCan } from '#src/components/crud/resource-access';
import { detailQueryOptions, listQueryOptions } from '#src/components/crud/resource-api';
import type { AnyResource } from '#src/components/crud/resource-definition';
import { ListBody } from '#src/components/list/list-body';
import { useListQuery } from '#src/components/list/use-list-query';
import { confirmAction } from '#src/components/ui/confirm-action';
import { MAX_PAGE_SIZE } from '#src/contracts/list';
import type { UserProjectLink } from '#src/contracts/user-projects';
import type { User } from '#src/contracts/users';
import { formatDate } from '#src/lib/dates';
import { userProjectLinksResource as links } from '#src/resources/users-projects';
import { AssignProjectsForm } from './assign-projects-form';
import { useUnlinkProject } from './use-user-project-changes';
import { UserProjectEditRow } from './user-project-edit-row';

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
  const load = useListQuery(
    listQueryOptions<UserProjectLink>(links, {
      user_ids: [id],
      is_active: true,
      limit: MAX_PAGE_SIZE,
      offset: 0,
    }),
  );
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
      <ListBody load={load} onRetry={load.retry} skeletonRows={2} skeletonHeight={36}>
        {(rows) => (
          <Table withTableBorder data-testid="user-projects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Проект`}</Table.Th>
                <Table.Th>{t`Менеджер`}</Table.Th>
                <Table.Th>{t`Должность`}</Table.Th>
                <Table.Th>{t`Начало`}</Table.Th>
                <Table.Th>{t`Окончание`}</Table.Th>
                {canEdit && <Table.Th w={96} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((link) =>
                editing === link.id ? (
                  <UserProjectEditRow key={link.id} link={link} onDone={() => setEditing(null)} />
                ) : (
                  <Table.Tr key={link.id}>
                    <Table.Td>{link.project_name}</Table.Td>
                    <Table.Td>{link.manager_name ?? '—'}</Table.Td>
                    <Table.Td>{link.position ?? link.position_name ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(link.start_date) ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(link.end_date) ?? '—'}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {active && (
                            <ActionIcon
                              variant="subtle"
                              aria-label={t`Изменить`}
                              onClick={() => setEditing(link.id)}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          )}
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t`Отвязать`}
                            onClick={() => void confirmUnlink(link)}
                          >
                            <IconUnlink size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        )}
      </ListBody>
      {canAssign && <AssignProjectsForm userId={id} linked={linked} disabled={!active} />}
    </Stack>
  );
}
