import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { notificationCalls } from '#src/contracts/notifications';
import { notificationKeys } from '../query-keys';

/** DELETE {notifications}/api/v1/cp/notifications/{id}/ — one's own (any, for administrators). */
function deleteNotification(id: number): Promise<null> {
  return callApi(notificationCalls.deleteNotification, { params: { id } });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
