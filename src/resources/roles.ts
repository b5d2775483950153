import { msg } from '@lingui/core/macro';
import { roleListFilterSchema, roleSchema } from '#src/contracts/users';
import { defineResource } from './define-resource';

/** The roles a user may be given (hidden ones are left out by the server). */
export const rolesResource = defineResource({
  name: 'roles',
  service: 'auth',
  paths: { list: 'POST /api/v1/roles/list/' },
  contract: { row: roleSchema, list: roleListFilterSchema },
  label: { one: msg`Роль`, many: msg`Роли` },
  // As the roles call declares it: whoever edits users' profiles on /users or /team.
  permission: { area: ['users', 'team'], right: 'profile_edit' },
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'sys_name', label: msg`Код` },
  ],
});
