import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '#src/api/services';
import type { CheckViewedRequest } from '#src/contracts/notifications';
import { notificationKeys } from '../query-keys';
import { unviewedCountQueryOptions } from './get-unviewed-count';

export interface CheckViewedReply {
  ids: number[];
  unviewed_count: number;
}

/** POST {notifications}/api/v1/notifications/check_viewed/ — `ids`, or `all: true`. */
export function checkViewedNotifications(request: CheckViewedRequest): Promise<CheckViewedReply> {
  return notificationsApi.post<CheckViewedReply>('/api/v1/notifications/check_viewed/', request);
}

export function useCheckViewedNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkViewedNotifications,
    onSuccess: (reply) => {
      // The badge follows at once, without waiting for the next poll.
      queryClient.setQueryData(unviewedCountQueryOptions().queryKey, reply.unviewed_count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
