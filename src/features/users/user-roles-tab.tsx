import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRoleFlag } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { callApi } from '#src/api/call-api';
import { resourceKeys } from '#src/api/resource-keys';
import { detailQueryOptions } from '#src/components/crud/resource-api';
import type { AnyResource } from '#src/components/crud/resource-definition';
import { useResourceOptions } from '#src/components/crud/use-resource-options';
import { confirmAction } from '#src/components/ui/confirm-action';
import { type User, userCalls } from '#src/contracts/users';
import { rolesResource } from '#src/resources/roles';
import { teamResource, usersResource } from '#src/resources/users';

interface UserRolesTabProps {
  /** users or team: whose cached rows the change refreshes. */
  resource: AnyResource;
  id: number;
}

/** A user's roles; an administrator adds and removes them (removing asks first). */
export function UserRolesTab({ resource, id }: UserRolesTabProps) {
  const { t } = useLingui();
  const admin = useRoleFlag('administrator');
  const queryClient = useQueryClient();
  const { data: user } = useQuery(detailQueryOptions<User>(resource, id));
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ action, role }: { action: 'add' | 'del'; role: string }) =>
      callApi(action === 'add' ? userCalls.addUserRoles : userCalls.removeUserRoles, {
        params: { id },
        body: { roles: [role] },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(detailQueryOptions<User>(resource, id).queryKey, next);
      setChosen(null);
      toasts.show({ color: 'green', message: t`Роли изменены` });
      // Both screens show the same people.
      return Promise.all(
        [usersResource, teamResource].map((people) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys(people).all }),
        ),
      );
    },
    onError: (error) => toasts.show({ color: 'red', message: errorText(error) }),
  });
  // The tab opens under the loaded row, whose query this is; the skeleton is for safety only.
  if (!user) return <Skeleton height={120} maw={720} />;
  const held = new Set(user.roles.map((role) => role.sys_name));

  const remove = async (role: User['roles'][number]) => {
    const confirmed = await confirmAction({ title: t`Удалить роль?`, message: role.name });
    if (confirmed) change.mutate({ action: 'del', role: role.sys_name });
  };

  return (
    <Stack maw={720}>
      {user.roles.length === 0 ? (
        <Text c="dimmed">
          <Trans>Ролей нет</Trans>
        </Text>
      ) : (
        <Table withTableBorder data-testid="user-roles">
          <Table.Tbody>
            {user.roles.map((role) => (
              <Table.Tr key={role.sys_name}>
                <Table.Td>{role.name}</Table.Td>
                <Table.Td c="dimmed">{role.sys_name}</Table.Td>
                {admin && (
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Удалить роль ${role.name}`}
                      onClick={() => void remove(role)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {admin && (
        <AddRole
          held={held}
          chosen={chosen}
          onChoose={setChosen}
          pending={change.isPending}
          onAdd={(role) => change.mutate({ action: 'add', role })}
        />
      )}
    </Stack>
  );
}

function AddRole(props: {
  held: ReadonlySet<string>;
  chosen: string | null;
  onChoose: (role: string | null) => void;
  onAdd: (role: string) => void;
  pending: boolean;
}) {
  const { t } = useLingui();
  const { options, loading } = useResourceOptions(rolesResource, 'sys_name');
  const { chosen } = props;
  return (
    <Group align="flex-end">
      <Select
        label={t`Роль`}
        searchable
        disabled={loading}
        data={options.filter((option) => !props.held.has(option.value))}
        value={chosen}
        onChange={props.onChoose}
        w={320}
      />
      <Button
        disabled={!chosen}
        loading={props.pending}
        onClick={() => chosen && props.onAdd(chosen)}
      >
        <Trans>Добавить роль</Trans>
      </Button>
    </Group>
  );
}
