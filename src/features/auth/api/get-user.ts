import { queryOptions } from '@tanstack/react-query';
import { userKeys } from '#src/api/resource-keys';
import { authApi } from '#src/api/services';
import type { User } from '#src/contracts/users';

/** GET {auth}/api/v1/users/{id}/ */
export function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return authApi.get<User>(`/api/v1/users/${id}/`, { signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}
