import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { userKeys } from '#src/api/resource-keys';
import type { User } from '#src/contracts/users';
import { userAddresses } from '#src/contracts/users-addresses';

/** GET {auth}/api/v1/users/{id}/ */
function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return callApi(userAddresses.getUser, { params: { id }, signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}
