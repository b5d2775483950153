import { msg } from '@lingui/core/macro';
import { roleEndpoints } from '#src/contracts/users';
import { defineResource } from './define-resource';

/** The roles a user may be given (hidden ones are left out by the server). */
export const rolesResource = defineResource(roleEndpoints, {
  label: { one: msg`Роль` },
  // As the roles call declares it: whoever edits users' profiles on /users or /team.
  columns: [
    { key: 'name', label: msg`Название` },
    { key: 'sys_name', label: msg`Код` },
  ],
});
