import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { User } from '#src/contracts/users';

/** Spec section 4, user status. */
export const userStatusLabels: Record<User['status'], MessageDescriptor> = {
  active: msg`Активен`,
  inactive: msg`Неактивен`,
  blocked: msg`Заблокирован`,
};
