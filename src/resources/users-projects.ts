import { msg } from '@lingui/core/macro';
import {
  callerProjectsEndpoints,
  executorsFilterEndpoints,
  managersFilterEndpoints,
  userProjectLinkEndpoints,
} from '#src/contracts/user-projects';
import { formatDate } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { defineResource } from './define-resource';

/** The executors of the selected projects: choices of the /team executors filter. */
export const executorsFilterResource = defineResource(executorsFilterEndpoints, {
  label: { one: msg`Исполнитель` },
  title: personName,
  columns: [],
});

/** Their managers (roles with manager visibility only): choices of the /team managers filter. */
export const managersFilterResource = defineResource(managersFilterEndpoints, {
  label: { one: msg`Менеджер` },
  title: personName,
  columns: [],
});

/** The caller's projects: what a user may be assigned to. */
export const callerProjectsResource = defineResource(callerProjectsEndpoints, {
  label: { one: msg`Проект` },
  columns: [],
});

/** Users' links to projects: the 'Проекты' tab of /team/{userId}. */
export const userProjectLinksResource = defineResource(userProjectLinkEndpoints, {
  label: { one: msg`Привязка к проекту` },
  title: (link) => link.project_name,
  columns: [
    { key: 'project_name', label: msg`Проект` },
    { key: 'manager_name', label: msg`Менеджер` },
    { key: 'position', label: msg`Должность` },
    { key: 'start_date', label: msg`Начало`, text: (link) => formatDate(link.start_date) },
    { key: 'end_date', label: msg`Окончание`, text: (link) => formatDate(link.end_date) },
  ],
});
