import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '#src/api/services';
import { notificationKeys } from '../query-keys';

/** DELETE {notifications}/api/v1/cp/notifications/{id}/ — one's own (any, for administrators). */
export function deleteNotification(id: number): Promise<void> {
  return notificationsApi.delete<void>(`/api/v1/cp/notifications/${id}/`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
