import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRoleFlag } from '#src/access/use-can';
import { errorText } from '#src/api/api-error';
import { callApi } from '#src/api/call-api';
import { resourceKeys } from '#src/api/resource-keys';
import { ChildRowsTable } from '#src/components/crud/child-rows-table';
import { detailQueryOptions } from '#src/components/crud/resource-api';
import type { AnyResource, ResourceColumn } from '#src/components/crud/resource-definition';
import { useResourceOptions } from '#src/components/crud/use-resource-options';
import type { ListLoad } from '#src/components/list/list-load-state';
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
  const roles = user?.roles ?? [];
  const held = new Set(roles.map((role) => role.sys_name));

  const remove = async (role: Role) => {
    const confirmed = await confirmAction({ title: t`Удалить роль?`, message: role.name });
    if (confirmed) change.mutate({ action: 'del', role: role.sys_name });
  };

  return (
    <Stack maw={720}>
      <ChildRowsTable
        resource={rolesResource}
        columns={columns}
        // The roles come with the user's row: the tab opens under it, loaded already.
        load={rolesLoad(user)}
        testId="user-roles"
        skeletonRows={2}
        emptyText={<Trans>Ролей нет</Trans>}
        remove={
          admin
            ? { label: (role) => t`Удалить роль ${role.name}`, run: (role) => void remove(role) }
            : undefined
        }
      />
      {user && admin && (
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

type Role = User['roles'][number];

const columns: ResourceColumn<Role>[] = [
  { key: 'name', label: msg`Роль` },
  { key: 'sys_name', label: msg`Код` },
];

/** A user's roles as a list's load: loading until the user's row is there. */
const rolesLoad = (user: User | undefined): ListLoad<Role> =>
  user
    ? {
        status: 'success',
        items: user.roles,
        total: user.roles.length,
        error: null,
        empty: user.roles.length === 0,
      }
    : { status: 'loading', items: [], total: 0, error: null, empty: false };

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
