import { msg } from '@lingui/core/macro';
import { type Person, personSchema } from '#src/contracts/person';
import {
  type UserProject,
  type UserProjectLink,
  userFilterRequestSchema,
  userProjectLinkListRequestSchema,
  userProjectLinkSchema,
  userProjectPatchSchema,
  userProjectSchema,
  userProjectsRequestSchema,
} from '#src/contracts/user-projects';
import { formatDate } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { defineResource } from './define-resource';

/** The executors of the selected projects: choices of the /team executors filter. */
export const executorsFilterResource = defineResource<Person>({
  name: 'project_executors',
  service: 'main',
  paths: { list: 'POST /user_projects/executors_filter/' },
  contract: { row: personSchema, list: userFilterRequestSchema },
  label: { one: msg`Исполнитель`, many: msg`Исполнители` },
  permission: { area: 'team' },
  title: personName,
  columns: [],
});

/** Their managers (roles with manager visibility only): choices of the /team managers filter. */
export const managersFilterResource = defineResource<Person>({
  ...executorsFilterResource,
  name: 'project_managers',
  paths: { list: 'POST /user_projects/managers_filter/' },
  label: { one: msg`Менеджер`, many: msg`Менеджеры` },
});

/** The caller's projects: what a user may be assigned to. */
export const callerProjectsResource = defineResource<UserProject>({
  name: 'caller_projects',
  service: 'main',
  paths: { list: 'POST /v2/user_project/get_user_projects/' },
  contract: { row: userProjectSchema, list: userProjectsRequestSchema },
  label: { one: msg`Проект`, many: msg`Проекты` },
  permission: { area: 'team' },
  columns: [],
});

/** Users' links to projects: the 'Проекты' tab of /team/{userId}. */
export const userProjectLinksResource = defineResource<UserProjectLink>({
  name: 'user_project_links',
  service: 'main',
  paths: { list: 'POST /v2/user_project/executors/', patch: '/user_projects/{id}/' },
  contract: {
    row: userProjectLinkSchema,
    list: userProjectLinkListRequestSchema,
    patch: userProjectPatchSchema,
  },
  label: { one: msg`Привязка к проекту`, many: msg`Проекты` },
  permission: { area: 'team' },
  title: (link) => link.project_name,
  columns: [
    { key: 'project_name', label: msg`Проект` },
    { key: 'manager_name', label: msg`Менеджер` },
    { key: 'position', label: msg`Должность` },
    { key: 'start_date', label: msg`Начало`, text: (link) => formatDate(link.start_date) },
    { key: 'end_date', label: msg`Окончание`, text: (link) => formatDate(link.end_date) },
  ],
});
