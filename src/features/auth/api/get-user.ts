import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { userKeys } from '#src/api/resource-keys';
import { type User, userCalls } from '#src/contracts/users';

/** GET {auth}/api/v1/users/{id}/ */
export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return callApi(userCalls.getUser, { params: { id }, signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}
