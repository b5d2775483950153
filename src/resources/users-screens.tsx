import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../components/ui/button-link';
import { UserRolesTab } from '../features/users/user-roles-tab';
import type { DetailScreenConfig, ListScreenConfig } from './resource-screens';
import { teamResource, usersResource } from './users';

const rolesTab = msg`Роли`;

/** /users: each user has a page of their own; users are created from /team/create. */
export const usersList: ListScreenConfig = {
  resource: usersResource,
  rowLink: (row) => (
    <ButtonLink
      size="compact-xs"
      variant="subtle"
      to="/users/$userId"
      params={{ userId: String(row.id) }}
    >
      <Trans>Открыть</Trans>
    </ButtonLink>
  ),
};

export const userDetail: DetailScreenConfig = {
  resource: usersResource,
  tabs: (id, i18n) => [
    {
      value: 'roles',
      label: i18n._(rolesTab),
      content: <UserRolesTab resource={usersResource} id={id} />,
    },
  ],
};

/** /team: the selected projects' people, created on /team/create. */
export const teamList: ListScreenConfig = {
  resource: teamResource,
  createLink: (
    <ButtonLink size="compact-sm" to="/team/create">
      <Trans>Создать</Trans>
    </ButtonLink>
  ),
  rowLink: (row) => (
    <ButtonLink
      size="compact-xs"
      variant="subtle"
      to="/team/$userId"
      params={{ userId: String(row.id) }}
    >
      <Trans>Открыть</Trans>
    </ButtonLink>
  ),
};

export const teamDetail: DetailScreenConfig = {
  resource: teamResource,
  tabs: (id, i18n) => [
    {
      value: 'roles',
      label: i18n._(rolesTab),
      content: <UserRolesTab resource={teamResource} id={id} />,
    },
  ],
};
