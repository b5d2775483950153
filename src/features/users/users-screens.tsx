import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import type { DetailScreenConfig, ListScreenConfig } from '#src/components/crud/resource-screens';
import { CreateButtonLink } from '#src/components/ui/button-link';
import { teamResource, usersResource } from '#src/resources/users';
import { UserProjectsTab } from './user-projects-tab';
import { UserRolesTab } from './user-roles-tab';

const rolesTab = msg`Роли`;
const projectsTab = msg`Проекты`;

/** /users: each user has a page of their own; users are created from /team/create. */
export const usersList: ListScreenConfig = {
  resource: usersResource,
  rowLink: (row) => linkOptions({ to: '/users/$userId', params: { userId: String(row.id) } }),
};

export const userDetail: DetailScreenConfig = {
  resource: usersResource,
  tabs: [
    {
      value: 'roles',
      label: rolesTab,
      content: (id) => <UserRolesTab resource={usersResource} id={id} />,
    },
  ],
};

/** /team: the selected projects' people, created on /team/create. */
export const teamList: ListScreenConfig = {
  resource: teamResource,
  createLink: <CreateButtonLink to="/team/create" />,
  rowLink: (row) => linkOptions({ to: '/team/$userId', params: { userId: String(row.id) } }),
};

export const teamDetail: DetailScreenConfig = {
  resource: teamResource,
  tabs: [
    {
      value: 'projects',
      label: projectsTab,
      content: (id) => <UserProjectsTab resource={teamResource} id={id} />,
    },
    {
      value: 'roles',
      label: rolesTab,
      content: (id) => <UserRolesTab resource={teamResource} id={id} />,
    },
  ],
};
