import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { userKeys } from '#src/api/resource-keys';
import { type User, type UserPatch, userCalls } from '#src/contracts/users';

/** PATCH {auth}/api/v2/users/{id}/ — only the fields to change; answers the user. */
function updateUser(id: number, patch: UserPatch): Promise<User> {
  return callApi(userCalls.updateUser, { params: { id }, body: patch });
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
