import { msg } from '@lingui/core/macro';
import type { Choice, ResourceScreens } from '#src/components/crud/resource-definition';
import type { SEXES, USER_STATUSES } from '#src/contracts/enums';
import { teamEndpoints, type User, userEndpoints, userOptionEndpoints } from '#src/contracts/users';
import { formatDate, formatDateTime } from '#src/lib/dates';
import { personName } from '#src/lib/person-name';
import { defineResource } from './define-resource';
import { rolesResource } from './roles';
import { executorsFilterResource, managersFilterResource } from './users-projects';

const userStatusChoices = [
  { value: 'active', label: msg`Активен` },
  { value: 'inactive', label: msg`Неактивен` },
  { value: 'blocked', label: msg`Заблокирован` },
] as const satisfies readonly (Choice & { value: (typeof USER_STATUSES)[number] })[];

const sexChoices = [
  { value: 'male', label: msg`Мужской` },
  { value: 'female', label: msg`Женский` },
] as const satisfies readonly (Choice & { value: (typeof SEXES)[number] })[];

/**
 * /users lists everyone the caller may see (administrators all, others whoever shares one of
 * their projects), whatever projects are selected; /team (below) is the same people narrowed to
 * the selected projects, so only its contract names `project_ids`.
 */
const usersScreens: ResourceScreens<User> = {
  label: { one: msg`Пользователь` },
  title: personName,
  columns: [
    { key: 'last_name', label: msg`Фамилия` },
    { key: 'first_name', label: msg`Имя` },
    { key: 'patronymic_name', label: msg`Отчество` },
    { key: 'login', label: msg`Логин` },
    { key: 'phone', label: msg`Телефон` },
    { key: 'email', label: msg`Email` },
    {
      key: 'roles',
      label: msg`Роли`,
      text: (user) => user.roles.map((role) => role.name).join(', '),
    },
    {
      key: 'status',
      priority: 'key',
      label: msg`Статус`,
      choices: userStatusChoices,
    },
    { key: 'snils', label: msg`СНИЛС`, hidden: true },
    { key: 'sex', label: msg`Пол`, hidden: true, choices: sexChoices },
    {
      key: 'birth_date',
      label: msg`Дата рождения`,
      hidden: true,
      text: (user) => formatDate(user.birth_date),
    },
    { key: 'one_c_id', label: msg`Код 1С`, hidden: true },
    { key: 'user_route_id', label: msg`ID маршрута`, hidden: true },
    { key: 'external_sfa_user_id', label: msg`Внешний ID SFA`, hidden: true },
    {
      key: 'last_login_at',
      label: msg`Последний вход`,
      hidden: true,
      text: (user) => formatDateTime(user.last_login_at),
    },
    { key: 'id', label: msg`ID`, hidden: true },
  ],
  filters: [
    { key: 'roles', label: msg`Роли`, kind: 'codes', options: rolesResource, code: 'sys_name' },
    { key: 'statuses', label: msg`Статус`, kind: 'choice', choices: userStatusChoices },
  ],
  form: [
    { key: 'last_name', label: msg`Фамилия`, kind: 'text' },
    { key: 'first_name', label: msg`Имя`, kind: 'text' },
    { key: 'patronymic_name', label: msg`Отчество`, kind: 'text' },
    { key: 'login', label: msg`Логин`, kind: 'text' },
    { key: 'phone', label: msg`Телефон`, kind: 'text' },
    { key: 'email', label: msg`Email`, kind: 'text' },
    { key: 'snils', label: msg`СНИЛС`, kind: 'text' },
    { key: 'sex', label: msg`Пол`, kind: 'choice', choices: sexChoices },
    { key: 'birth_date', label: msg`Дата рождения`, kind: 'date' },
    { key: 'status', label: msg`Статус`, kind: 'choice', choices: userStatusChoices },
    { key: 'one_c_id', label: msg`Код 1С`, kind: 'text' },
    { key: 'user_route_id', label: msg`ID маршрута`, kind: 'text' },
    { key: 'external_sfa_user_id', label: msg`Внешний ID SFA`, kind: 'text' },
    { key: 'password', label: msg`Пароль`, kind: 'password' },
    { key: 'password_repeat', label: msg`Повтор пароля`, kind: 'password' },
  ],
};
export const usersResource = defineResource(userEndpoints, usersScreens);

/**
 * Users as the choices of another resource's filter or select (a project outlet's manager):
 * the same list call, offered to whom that call answers (users or team, with profile editing),
 * not only to whom may open /users.
 */
export const userOptionsResource = defineResource(userOptionEndpoints, usersScreens);

const executorsFilter = {
  key: 'user_ids',
  label: msg`Исполнители`,
  kind: 'ids',
  options: executorsFilterResource,
} as const;

/**
 * /team: the users of the selected projects (users/list with `project_ids`), narrowed to chosen
 * executors and to the people chosen managers manage there.
 */
const teamScreens: ResourceScreens<User> = {
  ...usersScreens,
  label: { one: msg`Сотрудник` },
  filters: [
    ...(usersScreens.filters ?? []),
    executorsFilter,
    { key: 'manager_ids', label: msg`Менеджеры`, kind: 'ids', options: managersFilterResource },
  ],
};
export const teamResource = defineResource(teamEndpoints, teamScreens);

/** /team for roles without manager visibility (spec section 6): no managers filter. */
export const teamResourceWithoutManagers = defineResource(teamEndpoints, {
  ...teamScreens,
  filters: [...(usersScreens.filters ?? []), executorsFilter],
});
