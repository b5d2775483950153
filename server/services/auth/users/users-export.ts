import type { RequestAccess } from '#server/access/permissions-request';
import { visibleTo } from '#server/access/user-visibility';
import { listCallParts, pagedExportKind } from '#server/exports/paged-kind';
import { teamEndpoints, userCalls, userEndpoints } from '#src/contracts/users';
import { listUsers } from './list-users';

const listCall = listCallParts(userCalls.listUsers);

/** As the route: who manages whom is for roles with manager visibility only (spec section 6). */
const refuses = (access: RequestAccess, filter: { manager_ids?: number[] }) =>
  Boolean(filter.manager_ids?.length) && !access.context.rights.manager_visibility;

/** /users and /team read the one users list call, each with its own filter, and export so. */
export const userExportKinds = [userEndpoints, teamEndpoints].map((endpoints) =>
  pagedExportKind({
    kind: endpoints.name,
    ...listCall,
    body: endpoints.contract.list,
    refuses,
    // Only the users the author may see, as the route lists them.
    read: ({ db, access, filter }, page) =>
      listUsers(db, { ...filter, ...page }, visibleTo(db, access.caller)),
  }),
);
