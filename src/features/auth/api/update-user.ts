import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '#src/api/resource-keys';
import { authApi } from '#src/api/services';
import type { User, UserPatch } from '#src/contracts/users';

/** PATCH {auth}/api/v2/users/{id}/ — only the fields to change; answers the user. */
export function updateUser(id: number, patch: UserPatch): Promise<User> {
  return authApi.patch<User>(`/api/v2/users/${id}/`, patch);
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => updateUser(id, patch),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
