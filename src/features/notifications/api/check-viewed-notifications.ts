import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#src/api/call-api';
import { type CheckViewedRequest, notificationCalls } from '#src/contracts/notifications';
import { notificationKeys } from '../query-keys';
import { unviewedCountQueryOptions } from './get-unviewed-count';

/** POST {notifications}/api/v1/notifications/check_viewed/ — `ids`, or `all: true`. */
function checkViewedNotifications(request: CheckViewedRequest) {
  return callApi(notificationCalls.checkViewed, { body: request });
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
