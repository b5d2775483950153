import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { userKeys } from '#src/api/resource-keys';
import { fileCalls } from '#src/contracts/files';

/**
 * POST {files}/api/v2/files/upload/ — a user's photo: the file with the user as its object
 * (spec section 3, "File upload": file, object_id, type, user_id).
 */
function uploadUserPhoto(userId: number, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  form.append('object_id', String(userId));
  form.append('type', 'user');
  form.append('user_id', String(userId));
  return callApi(fileCalls.uploadFile, { body: form });
}

export function useUploadUserPhoto(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadUserPhoto(userId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
